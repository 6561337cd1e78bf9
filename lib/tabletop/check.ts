import { tabletopActionFor, type TabletopCheck, type TabletopLookup } from './session';

/** The session service's two calls (spec §7 'Tabletop'), injectable for tests. */
export interface TabletopServiceCalls {
  fetch(id: string): Promise<TabletopLookup>;
  refresh(id: string): Promise<TabletopLookup>;
}

/**
 * The outcome of checking a stored session: what to tell the tablet, and what to do with the stored
 * id — `store` a successor's id, `clear` it (and log the shopper out), or `keep` it as it is.
 */
export interface TabletopCheckOutcome {
  check: TabletopCheck;
  stored: { action: 'keep' } | { action: 'store'; id: string } | { action: 'clear' };
  /** The shopper must be logged out and the cart left behind (a hand-over or a clear). */
  endShopperSession: boolean;
}

const NONE: TabletopCheckOutcome = { check: { state: 'none' }, stored: { action: 'keep' }, endShopperSession: false };
const CLEARED: TabletopCheckOutcome = {
  check: { state: 'cleared' },
  stored: { action: 'clear' },
  endShopperSession: true,
};
const UNAVAILABLE: TabletopCheckOutcome = {
  check: { state: 'unavailable' },
  stored: { action: 'keep' },
  endShopperSession: false,
};

/**
 * Checks a tablet's stored session with the service and applies spec §4 'Tabletop session status':
 * OPEN keeps it; EXPIRED or CLOSED refreshes it and stores the new session; any other status (or an
 * id the service does not know) clears it, which logs out. A session CLOSED by staff ends the
 * shopper's visit: the successor is stored, and the shopper is logged out like a clear (the tablet
 * goes to `/` for the next shopper). An EXPIRED session only renews its id: the shopper stays.
 * When the service does not answer, nothing changes and the tablet is told so.
 *
 * @param storedId the id in the httpOnly session cookie, if any
 * @param now ms since the epoch
 */
export async function checkTabletopSession(
  storedId: string | undefined,
  calls: TabletopServiceCalls,
  now: number = Date.now(),
): Promise<TabletopCheckOutcome> {
  if (!storedId) return NONE;
  const lookup = await calls.fetch(storedId);
  const action = tabletopActionFor(lookup, now);
  if (action === 'unavailable') return UNAVAILABLE;
  if (action === 'clear' || lookup.kind !== 'session') return CLEARED;
  if (action === 'keep') {
    const { location, ttlDt } = lookup.session;
    return { check: { state: 'open', location, ttlDt }, stored: { action: 'keep' }, endShopperSession: false };
  }
  const refreshed = await calls.refresh(storedId);
  if (refreshed.kind === 'unavailable') return UNAVAILABLE;
  if (refreshed.kind !== 'session' || tabletopActionFor(refreshed, now) !== 'keep') return CLEARED;
  const { id, location, ttlDt } = refreshed.session;
  const handedOver = lookup.session.status === 'CLOSED';
  return {
    check: { state: handedOver ? 'handed-over' : 'open', location, ttlDt },
    stored: { action: 'store', id },
    endShopperSession: handedOver,
  };
}
