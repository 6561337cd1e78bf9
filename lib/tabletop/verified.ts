import 'server-only';
import { LRUCache } from 'lru-cache';
import { tabletopActionFor, type TabletopLocation } from './session';
import { fetchTabletopSession } from './service';

/** How long a confirmed session is believed without asking again, in ms. */
const CONFIRMED_FOR_MS = 30_000;

const confirmed = new LRUCache<string, TabletopLocation>({ max: 5000, ttl: CONFIRMED_FOR_MS });

/**
 * The location of an OPEN session, or null: for the BFF, which stamps the branch code on in-store
 * sign-ups and orders (spec §4 'The code sets the branch code and the newsletter source'). The
 * in-store cookies are never believed: only the session id the server stored, confirmed by the
 * service. A confirmation is kept {@link CONFIRMED_FOR_MS} per process, so a busy tablet does not
 * ask the service on every call; a session closed meanwhile is noticed by the tablet's own check
 * within a minute. A service that does not answer confirms nothing.
 */
export async function verifiedTabletopLocation(sessionId: string | undefined): Promise<TabletopLocation | null> {
  if (!sessionId) return null;
  const known = confirmed.get(sessionId);
  if (known) return known;
  const lookup = await fetchTabletopSession(sessionId);
  if (lookup.kind !== 'session' || tabletopActionFor(lookup) !== 'keep') return null;
  confirmed.set(sessionId, lookup.session.location);
  return lookup.session.location;
}

/** Forgets a session's confirmation (it was closed, revoked or replaced through this process). */
export function forgetTabletopSession(sessionId: string | undefined): void {
  if (sessionId) confirmed.delete(sessionId);
}
