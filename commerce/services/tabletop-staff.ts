/**
 * The staff credential of the tabletop mode (spec §3 'Tabletop session', §7 'Tabletop'): each
 * physical store has one PIN of 6 to 12 digits, stored as an argon2id hash (passwords.ts). Staff
 * type it on a tablet to start, close or revoke a session. Failures are counted per store in the
 * login attempt counter (login-attempts.ts): the tenth in a row, from whichever IP, locks the store's
 * PIN for 15 minutes.
 */
import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, type Tx } from './common';
import { attemptKey, clearLoginAttempts, lockSecondsLeft, recordFailedLogin } from './login-attempts';
import { hashPassword, verifyPassword } from './passwords';

/** Spec-free rule of the embedded service: a staff PIN is 6 to 12 digits. */
export const TABLETOP_PIN_RE = /^\d{6,12}$/;

/** The store facts a tabletop session shows (its location, spec §3). */
export interface TabletopStore {
  /** physical_stores.id */
  id: number;
  /** The provider id, as findServicePoints answers it (e.g. store-ams-01). */
  providerId: string;
  title: string;
  /** e.g. NL01 */
  branchCode: string;
}

const storeColumns = {
  id: s.physicalStores.id,
  providerId: s.physicalStores.providerId,
  title: s.physicalStores.title,
  branchCode: s.physicalStores.branchCode,
};

/**
 * The store a staff member names: its provider id (`store-ams-01`), branch code (`NL01`, any case)
 * or reference (`amsterdam-kalverstraat`), tried in that order; null when none matches.
 */
export async function storeByLocation(db: Tx, location: string): Promise<TabletopStore | null> {
  const wanted = location.trim();
  if (!wanted || wanted.length > 200) return null;
  const [row] = await db
    .select(storeColumns)
    .from(s.physicalStores)
    .where(
      sql`${s.physicalStores.providerId} = ${wanted} OR ${s.physicalStores.branchCode} = ${wanted.toUpperCase()} OR ${s.physicalStores.reference} = ${wanted.toLowerCase()}`,
    )
    .orderBy(
      sql`CASE WHEN ${s.physicalStores.providerId} = ${wanted} THEN 0 WHEN ${s.physicalStores.branchCode} = ${wanted.toUpperCase()} THEN 1 ELSE 2 END`,
    )
    .limit(1);
  return row ?? null;
}

/** The store of a physical_stores id (a session's store). */
export async function storeById(db: Tx, id: number): Promise<TabletopStore | null> {
  const [row] = await db.select(storeColumns).from(s.physicalStores).where(eq(s.physicalStores.id, id)).limit(1);
  return row ?? null;
}

/**
 * The argon2id hash of a new PIN.
 * @throws GraphQLError INVALID_INPUT (`fields: ['pin']`) unless the PIN is 6 to 12 digits
 */
export async function hashTabletopPin(pin: string): Promise<string> {
  if (!TABLETOP_PIN_RE.test(pin)) throw fail('INVALID_INPUT', 'The PIN must be 6 to 12 digits.', { fields: ['pin'] });
  return hashPassword(pin);
}

/** The attempt counter's key of a store's PIN. */
const pinAttemptKey = (storeId: number) => attemptKey(`tabletop:${storeId}`);

/**
 * Sets the staff PIN of the store `location` names (provider id, branch code or reference; see
 * {@link storeByLocation}) and lifts a lock of its PIN. For the seed and `npm run tabletop:pin`.
 * Sessions already started stay as they are. Returns the store.
 * @throws GraphQLError INVALID_INPUT (`fields: ['pin']` or `['location']`)
 */
export async function setTabletopPin(db: Tx, location: string, pin: string): Promise<TabletopStore> {
  const pinHash = await hashTabletopPin(pin);
  const store = await storeByLocation(db, location);
  if (!store) throw fail('INVALID_INPUT', 'No store has this id, branch code or reference.', { fields: ['location'] });
  const updatedAt = new Date();
  await db
    .insert(s.tabletopStaffCredentials)
    .values({ storeId: store.id, pinHash, updatedAt })
    .onConflictDoUpdate({ target: s.tabletopStaffCredentials.storeId, set: { pinHash, updatedAt } });
  await clearLoginAttempts(db, pinAttemptKey(store.id));
  return store;
}

/**
 * Checks a staff PIN for the store `storeId` (null: the location named no store). A wrong, missing
 * or malformed PIN, another store's PIN and an unknown store fail alike, after the same argon2
 * verification, so the answer tells nothing about which it was. Failures for a known store count;
 * a success resets its count.
 * @throws GraphQLError INVALID_CREDENTIAL; TOO_MANY_ATTEMPTS with `retryAfter` (seconds) while the
 * store's PIN is locked, before any PIN is checked
 */
export async function verifyStaffPin(db: Tx, storeId: number | null, pin: unknown, now: Date): Promise<void> {
  const key = storeId == null ? null : pinAttemptKey(storeId);
  if (key) {
    const retryAfter = await lockSecondsLeft(db, key, now);
    if (retryAfter > 0) throw fail('TOO_MANY_ATTEMPTS', 'Too many wrong PINs for this store.', { retryAfter });
  }
  const [credential] =
    storeId == null
      ? []
      : await db
          .select({ pinHash: s.tabletopStaffCredentials.pinHash })
          .from(s.tabletopStaffCredentials)
          .where(eq(s.tabletopStaffCredentials.storeId, storeId));
  const candidate = typeof pin === 'string' && TABLETOP_PIN_RE.test(pin) ? pin : null;
  // Without a usable hash or PIN this verifies a throw-away hash: the same time as a wrong PIN.
  const matches = await verifyPassword(candidate ? credential?.pinHash : null, candidate ?? '');
  if (!matches) {
    if (key) await recordFailedLogin(db, key, now);
    throw fail('INVALID_CREDENTIAL', 'The store or PIN is not correct.');
  }
  await clearLoginAttempts(db, key!);
}
