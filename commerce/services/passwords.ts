/**
 * Password hashing for accounts: argon2id through @node-rs/argon2 with its defaults (OWASP's
 * minimum: 19 MiB, 2 iterations). The spec names two minimum lengths (6 and 8); the back end takes
 * the stricter, 8.
 */
import { hash, verify } from '@node-rs/argon2';
import { fail } from './common';
import { randomToken } from './context';

/** Spec §5 'Password minimum length': the stricter of its two readings. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused: hashing megabytes would be a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Checks a new password's length.
 * @throws GraphQLError PASSWORD_TOO_SHORT (with `min`) or PASSWORD_TOO_LONG (with `max`)
 */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw fail('PASSWORD_TOO_SHORT', `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`, {
      min: PASSWORD_MIN_LENGTH,
    });
  if (password.length > PASSWORD_MAX_LENGTH)
    throw fail('PASSWORD_TOO_LONG', `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`, {
      max: PASSWORD_MAX_LENGTH,
    });
}

/** The argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown email, guest) it verifies
 * against a throw-away hash, so an unknown email costs the same time as a wrong password.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const candidate = password.slice(0, PASSWORD_MAX_LENGTH);
  if (!passwordHash) {
    dummyHash ??= hash(randomToken(32));
    await verify(await dummyHash, candidate).catch(() => false);
    return false;
  }
  return verify(passwordHash, candidate).catch(() => false);
}
