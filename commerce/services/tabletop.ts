/**
 * The tabletop session service (spec §3 'Tabletop session', §4 'Tabletop session status', §7
 * 'Tabletop'): an in-store tablet runs the shop for one physical store while its session is OPEN.
 * Staff start a session with the store's PIN (tabletop-staff.ts); the tablet stores the id and asks
 * for the session's status; an EXPIRED or CLOSED session is refreshed into a new one, any other
 * status ends tabletop mode. Session ids are 32 random bytes in base64url (43 characters), shown
 * once when made; only their SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, type CommerceDb, type Tx } from './common';
import { storeById, storeByLocation, verifyStaffPin, type TabletopStore } from './tabletop-staff';

export { setTabletopPin, TABLETOP_PIN_RE } from './tabletop-staff';

/** How long a session stays OPEN, in ms (12 hours: a shop day). */
export const TABLETOP_SESSION_TTL_MS = 12 * 60 * 60_000;

/**
 * §4 status words: OPEN, EXPIRED and CLOSED as the spec names them; REVOKED (staff took the tablet
 * out of tabletop mode) and REFRESHED (a successor was made) are "any other status".
 */
export type TabletopStatus = 'OPEN' | 'EXPIRED' | 'CLOSED' | 'REVOKED' | 'REFRESHED';

/** §3 'Tabletop session' as the service answers it. */
export interface TabletopSessionView {
  status: TabletopStatus;
  /** The raw session id, as the caller holds it. */
  id: string;
  /** ISO 8601 (UTC) end of the session's time to live. */
  ttlDt: string;
  location: {
    /** The store's provider id, as findServicePoints answers it. */
    id: string;
    /** The store's title. */
    name: string;
    /** The store's branch code (e.g. NL01). */
    code: string;
  };
}

type SessionRow = typeof s.tabletopSessions.$inferSelect;

const SESSION_ID_RE = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 (hex) of a raw session id: what the table keeps. */
export const sessionDigest = (id: string): string => createHash('sha256').update(id).digest('hex');

const newSessionId = (): string => randomBytes(32).toString('base64url');

/**
 * The successor's raw id of a refreshed session: derived from the old raw id, so a refresh asked
 * again (a second tab of the same tablet, a retried request) answers the same successor instead of
 * minting a second one. Whoever holds the old id could ask refresh for the successor anyway.
 */
const successorId = (id: string): string => createHash('sha256').update(`tabletop-successor:${id}`).digest('base64url');

/**
 * How long after a refresh the old id still answers its successor, in ms (2 minutes): enough for a
 * tablet's other tabs to catch up; after that the old id is only REFRESHED, and a copied id is useless.
 */
export const REFRESH_GRACE_MS = 2 * 60_000;

/** §4 status of a session row at `now` (REVOKED before REFRESHED before CLOSED before EXPIRED). */
export function tabletopStatus(row: SessionRow, now: Date): TabletopStatus {
  if (row.revokedAt) return 'REVOKED';
  if (row.replacedById != null) return 'REFRESHED';
  if (row.closedAt) return 'CLOSED';
  if (row.ttlAt <= now) return 'EXPIRED';
  return 'OPEN';
}

function viewOf(row: SessionRow, store: TabletopStore, id: string, now: Date): TabletopSessionView {
  return {
    status: tabletopStatus(row, now),
    id,
    ttlDt: row.ttlAt.toISOString(),
    location: { id: store.providerId, name: store.title, code: store.branchCode },
  };
}

/** The session row and its store of a raw id; null for an unknown or malformed id. */
async function sessionOf(db: Tx, id: string): Promise<{ row: SessionRow; store: TabletopStore } | null> {
  if (typeof id !== 'string' || !SESSION_ID_RE.test(id)) return null;
  const [row] = await db
    .select()
    .from(s.tabletopSessions)
    .where(eq(s.tabletopSessions.idDigest, sessionDigest(id)))
    .limit(1);
  const store = row ? await storeById(db, row.storeId) : null;
  return row && store ? { row, store } : null;
}

/**
 * A new OPEN session of `store` from `now`, with its raw id (`id`, or a random one). When a session
 * with that id exists already (a successor made by a concurrent refresh), that one is returned.
 */
async function insertSession(
  db: Tx,
  store: TabletopStore,
  now: Date,
  id: string = newSessionId(),
): Promise<{ id: string; row: SessionRow }> {
  const [row] = await db
    .insert(s.tabletopSessions)
    .values({
      idDigest: sessionDigest(id),
      storeId: store.id,
      createdAt: now,
      ttlAt: new Date(now.getTime() + TABLETOP_SESSION_TTL_MS),
    })
    .onConflictDoNothing({ target: s.tabletopSessions.idDigest })
    .returning();
  if (row) return { id, row };
  const [existing] = await db
    .select()
    .from(s.tabletopSessions)
    .where(eq(s.tabletopSessions.idDigest, sessionDigest(id)));
  return { id, row: existing! };
}

/**
 * Staff start tabletop mode on a tablet (§7 'Tabletop', `POST {base}/sessions`). `location` names
 * the store by reference, branch code or provider id; `pin` is that store's staff PIN. Returns the
 * OPEN session (ttl {@link TABLETOP_SESSION_TTL_MS} from `now`) and its raw id, which exists only
 * in this answer.
 * @throws GraphQLError INVALID_CREDENTIAL (unknown store, wrong or missing PIN, another store's PIN,
 * all alike); TOO_MANY_ATTEMPTS with `retryAfter` (seconds) while the store's PIN is locked
 */
export async function startTabletopSession(
  db: CommerceDb,
  { location, pin }: { location: unknown; pin?: unknown },
  now: Date = new Date(),
): Promise<{ session: TabletopSessionView; id: string }> {
  const store = typeof location === 'string' ? await storeByLocation(db, location) : null;
  await verifyStaffPin(db, store?.id ?? null, pin, now);
  const { id, row } = await insertSession(db, store!, now);
  return { session: viewOf(row, store!, id, now), id };
}

/**
 * §7 `GET {base}/sessions/{id}`: the session of a raw id as it is at `now`; null when the id is
 * unknown or malformed.
 */
export async function getTabletopSession(
  db: Tx,
  id: string,
  now: Date = new Date(),
): Promise<TabletopSessionView | null> {
  const found = await sessionOf(db, id);
  return found ? viewOf(found.row, found.store, id, now) : null;
}

/**
 * §7 `GET {base}/sessions/{id}/refresh` (§4: EXPIRED or CLOSED → refresh and store the new session).
 * - OPEN or REVOKED: the session as it is (no new one);
 * - EXPIRED or CLOSED: a new OPEN session of the same store with a new raw id and ttl, recorded as
 *   the old one's successor (the old one is REFRESHED from then on);
 * - REFRESHED: within {@link REFRESH_GRACE_MS} of the refresh, the same successor again (as it is
 *   now), so tabs racing on one expiry all end up with one session; later ALREADY_REFRESHED;
 * - unknown or malformed id: null.
 * One transaction; the successor's id is derived from the old one, so concurrent refreshes make one.
 * @throws GraphQLError ALREADY_REFRESHED
 */
export async function refreshTabletopSession(
  db: CommerceDb,
  id: string,
  now: Date = new Date(),
): Promise<TabletopSessionView | null> {
  return db.transaction(async (tx) => {
    const found = await sessionOf(tx, id);
    if (!found) return null;
    const status = tabletopStatus(found.row, now);
    if (status === 'OPEN' || status === 'REVOKED') return viewOf(found.row, found.store, id, now);
    const nextId = successorId(id);
    if (status === 'REFRESHED') {
      const successor = await sessionOf(tx, nextId);
      if (!successor || now.getTime() - successor.row.createdAt.getTime() > REFRESH_GRACE_MS) throw alreadyRefreshed();
      return viewOf(successor.row, successor.store, nextId, now);
    }
    const next = await insertSession(tx, found.store, now, nextId);
    const claimed = await tx
      .update(s.tabletopSessions)
      .set({ replacedById: next.row.id })
      .where(
        and(
          eq(s.tabletopSessions.id, found.row.id),
          or(isNull(s.tabletopSessions.replacedById), eq(s.tabletopSessions.replacedById, next.row.id)),
          isNull(s.tabletopSessions.revokedAt),
          or(isNotNull(s.tabletopSessions.closedAt), lte(s.tabletopSessions.ttlAt, now)),
        ),
      )
      .returning({ id: s.tabletopSessions.id });
    // A revoke came in between; throwing rolls the successor back.
    if (!claimed.length) throw alreadyRefreshed();
    return viewOf(next.row, found.store, nextId, now);
  });
}

const alreadyRefreshed = () => fail('ALREADY_REFRESHED', 'This session was refreshed before.');

/** Ends a session by staff: sets `column` once (a second call keeps the first time). */
async function endByStaff(
  db: CommerceDb,
  id: string,
  pin: unknown,
  now: Date,
  column: 'closedAt' | 'revokedAt',
): Promise<TabletopSessionView | null> {
  const found = await sessionOf(db, id);
  if (!found) return null;
  await verifyStaffPin(db, found.row.storeId, pin, now);
  const target = s.tabletopSessions[column];
  const [row] = await db
    .update(s.tabletopSessions)
    .set({ [column]: sql`coalesce(${target}, ${now.toISOString()}::timestamptz)` })
    .where(eq(s.tabletopSessions.id, found.row.id))
    .returning();
  return viewOf(row!, found.store, id, now);
}

/**
 * Staff end the current shopper's visit (`POST {base}/sessions/{id}/close`): the session becomes
 * CLOSED, so the tablet refreshes it (§4) and starts clean for the next shopper. A REVOKED or
 * REFRESHED session keeps that status. Returns the session at `now`; null for an unknown id.
 * @throws GraphQLError INVALID_CREDENTIAL (not the PIN of the session's store), TOO_MANY_ATTEMPTS
 */
export function closeTabletopSession(
  db: CommerceDb,
  id: string,
  pin: unknown,
  now: Date = new Date(),
): Promise<TabletopSessionView | null> {
  return endByStaff(db, id, pin, now, 'closedAt');
}

/**
 * Staff take the tablet out of tabletop mode (`POST {base}/sessions/{id}/revoke`): the session
 * becomes REVOKED for good (§4 "any other status"; a refresh makes no successor). Returns the
 * session at `now`; null for an unknown id.
 * @throws GraphQLError INVALID_CREDENTIAL (not the PIN of the session's store), TOO_MANY_ATTEMPTS
 */
export function revokeTabletopSession(
  db: CommerceDb,
  id: string,
  pin: unknown,
  now: Date = new Date(),
): Promise<TabletopSessionView | null> {
  return endByStaff(db, id, pin, now, 'revokedAt');
}
