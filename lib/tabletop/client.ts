import type { TabletopCheck } from './session';

/** The storefront's own tabletop endpoint (app/api/tabletop/session/route.ts). */
export const TABLETOP_SESSION_ENDPOINT = '/api/tabletop/session';

/**
 * Asks the server to check this tablet's session (spec §4); browser only. A failed request reads as
 * `unavailable`: the tablet goes on as an ordinary shop, nothing is cleared on a guess.
 */
export async function fetchTabletopCheck(): Promise<TabletopCheck> {
  try {
    const response = await fetch(TABLETOP_SESSION_ENDPOINT, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return { state: 'unavailable' };
    return (await response.json()) as TabletopCheck;
  } catch {
    return { state: 'unavailable' };
  }
}

/**
 * Ends the shopper's visit ('End my visit', the idle countdown, the finish page): the server logs the
 * shopper out and marks the tablet for cleaning. Resolves whether it worked; the caller goes to `/`
 * either way, where the session check starts again.
 */
export async function endTabletopVisit(): Promise<boolean> {
  try {
    const response = await fetch(TABLETOP_SESSION_ENDPOINT, { method: 'POST', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}
