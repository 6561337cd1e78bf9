import { z } from 'zod';

/**
 * A tabletop session as the session service answers it (spec §3 'Tabletop session': status, id,
 * ttlDt, location with id, name and code). `status` is OPEN, EXPIRED or CLOSED, or any other word
 * (the embedded service says REVOKED or REFRESHED); `ttlDt` is an ISO 8601 timestamp; the
 * location's `id` is the physical store's provider id (as `findServicePoints` lists it), `code` its
 * branch code.
 */
export const tabletopSessionSchema = z.object({
  status: z.string().min(1).max(40),
  id: z.string().min(16).max(200),
  ttlDt: z.string().min(1).max(40),
  location: z.object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(200),
    code: z.string().min(1).max(20),
  }),
});

export type TabletopSession = z.infer<typeof tabletopSessionSchema>;

/** What the session service said about a stored session id. */
export type TabletopLookup =
  | { kind: 'session'; session: TabletopSession }
  /** The service does not know the id (404): counts as "any other status". */
  | { kind: 'unknown' }
  /** The service did not answer, or answered something else: nothing is decided. */
  | { kind: 'unavailable' };

/**
 * What the storefront does with a stored session (spec §4 'Tabletop session status'):
 * - `keep`: OPEN and its `ttlDt` still ahead;
 * - `refresh`: EXPIRED or CLOSED, or OPEN past its `ttlDt` (the service's clock may lag ours):
 *   call refresh and store the new session; also REFRESHED (refreshed by another tab moments ago:
 *   the service answers the same successor for a short while);
 * - `clear`: any other status, or an id the service does not know: clear the stored session, which
 *   logs out and goes to `/`;
 * - `unavailable`: the service is down; the tablet goes on as an ordinary shop and says so, and
 *   nothing is cleared on a guess.
 */
export type TabletopAction = 'keep' | 'refresh' | 'clear' | 'unavailable';

/** The §4 transition for one lookup, at `now` (ms since the epoch). */
export function tabletopActionFor(lookup: TabletopLookup, now: number = Date.now()): TabletopAction {
  if (lookup.kind === 'unavailable') return 'unavailable';
  if (lookup.kind === 'unknown') return 'clear';
  const { status, ttlDt } = lookup.session;
  // REFRESHED (the embedded service's word): another tab of this tablet refreshed it a moment ago;
  // refresh answers that same successor, so this tab stores it too instead of clearing the mode.
  if (status === 'EXPIRED' || status === 'CLOSED' || status === 'REFRESHED') return 'refresh';
  if (status !== 'OPEN') return 'clear';
  const ttl = Date.parse(ttlDt);
  if (!Number.isFinite(ttl) || ttl <= now) return 'refresh';
  return 'keep';
}

/**
 * The result of checking a tablet's session, as `/api/tabletop/session` answers it to the tablet:
 * - `none`: no stored session (an in-store cookie without one is forged or stale and is removed);
 * - `open`: in tabletop mode at `location` until `ttlDt`;
 * - `handed-over`: the session was CLOSED by staff and refreshed: the shopper is logged out and the
 *   tablet starts clean at `/` for the next one, still in tabletop mode;
 * - `cleared`: the session ended (any other status): logged out, out of tabletop mode, go to `/`;
 * - `unavailable`: the service did not answer; the tablet works as an ordinary shop meanwhile.
 */
export type TabletopCheck =
  | { state: 'none' }
  | { state: 'open'; location: TabletopLocation; ttlDt: string }
  | { state: 'handed-over'; location: TabletopLocation; ttlDt: string }
  | { state: 'cleared' }
  | { state: 'unavailable' };

/** The location a tablet shows and uses: store name for the badge, code as branch code, id for pickup. */
export type TabletopLocation = TabletopSession['location'];
