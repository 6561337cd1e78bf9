/**
 * The login attempt counter (spec §4 'Customer': login increments an attempt counter and resets it
 * on success). It counts failed logins per email address, whichever IP they come from: the
 * storefront's per-IP rate limit stops one machine, this stops many machines trying passwords on
 * one account. Known and unknown addresses are counted and locked alike, so a lock says nothing
 * about whether an account exists. A password reset through the mailed link lifts it. The tabletop
 * staff PIN of a store is counted here as well (services/tabletop-staff.ts, key `tabletop:{store id}`).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, type Tx } from './common';

/** Failed logins in a row that lock an address. */
export const MAX_FAILED_LOGINS = 10;
/** How long a locked address refuses every login, in ms (15 minutes). */
export const LOGIN_LOCK_MS = 15 * 60_000;
/** A counter untouched for this long (ms, 1 hour) starts again at 1: old typos do not add up. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

/** The counter's key of a username: SHA-256 of the trimmed, lower-cased text (no address kept). */
export function attemptKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

/** Seconds until the lock of `key` ends (rounded up); 0 when it is not locked at `now`. */
export async function lockSecondsLeft(db: Tx, key: string, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: s.loginAttempts.lockedUntil })
    .from(s.loginAttempts)
    .where(eq(s.loginAttempts.emailHash, key));
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * Refuses a login for a locked address before any password is checked.
 * @throws GraphQLError TOO_MANY_LOGIN_ATTEMPTS with `retryAfter` (seconds until the lock ends)
 */
export async function assertLoginAllowed(db: Tx, key: string, now: Date = new Date()): Promise<void> {
  const retryAfter = await lockSecondsLeft(db, key, now);
  if (retryAfter > 0)
    throw fail('TOO_MANY_LOGIN_ATTEMPTS', 'Too many failed logins for this email address.', { retryAfter });
}

/**
 * Counts a failed login in one atomic statement (parallel failures each count); the
 * {@link MAX_FAILED_LOGINS}th in a row locks the address for {@link LOGIN_LOCK_MS} and starts the
 * count again. Returns whether this failure locked it.
 */
export async function recordFailedLogin(db: Tx, key: string, now: Date = new Date()): Promise<boolean> {
  const stale = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  const [row] = await db
    .insert(s.loginAttempts)
    .values({ emailHash: key, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: s.loginAttempts.emailHash,
      set: {
        failures: sql`CASE WHEN ${s.loginAttempts.updatedAt} < ${stale.toISOString()}::timestamptz THEN 1 ELSE ${s.loginAttempts.failures} + 1 END`,
        updatedAt: now,
      },
    })
    .returning({ failures: s.loginAttempts.failures });
  if (!row || row.failures < MAX_FAILED_LOGINS) return false;
  await db.update(s.loginAttempts).set({ failures: 0, lockedUntil }).where(eq(s.loginAttempts.emailHash, key));
  return true;
}

/** Resets the counter (a successful login, a password reset through the mailed link). */
export async function clearLoginAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(s.loginAttempts).where(eq(s.loginAttempts.emailHash, key));
}
