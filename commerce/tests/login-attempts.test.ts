import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_MEMORY_MS, MAX_FAILED_LOGINS, attemptKey } from '../services/login-attempts';
import { startCommerce, type Harness } from './harness';
import { LOGIN, PASSWORD, RECOVER, RESET, linkOf, mailsTo, registeredCustomer, uniqueEmail } from './account-support';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce({ products: 20 });
});
afterAll(async () => h?.stop());

const login = (u: string, p: string) => h.gql(LOGIN, { u, p });
const fails = async (u: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await login(u, `wrong ${i}`)).code).toBe('INVALID_CREDENTIALS');
};

describe('the login attempt counter (spec §4 Customer; docs/decisions/0013-argon2id-and-login-attempts.md)', () => {
  it(`locks an address after ${MAX_FAILED_LOGINS} failures in a row, even for the right password, for 15 minutes`, async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    await fails(email, MAX_FAILED_LOGINS);
    const locked = await login(email.toUpperCase(), PASSWORD);
    expect(locked.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(locked.errors![0]!.extensions).toMatchObject({ messageKey: 'errors.tooManyLoginAttempts' });
    const retryAfter = locked.errors![0]!.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.token).toBeFalsy();

    // When the lock has run out, the right password logs in and the count starts again.
    await h.query(sql`UPDATE login_attempts SET locked_until = now() - interval '1 second'`);
    expect((await login(email, PASSWORD)).errors).toBeUndefined();
    const [row] = await h.query(sql`SELECT 1 FROM login_attempts WHERE email_hash = ${attemptKey(email)}`);
    expect(row).toBeUndefined();
  });

  it('locks an unknown address exactly like a known one (a lock tells nothing about an account)', async () => {
    const nobody = uniqueEmail('nobody');
    await fails(nobody, MAX_FAILED_LOGINS);
    expect((await login(nobody, PASSWORD)).code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('a successful login resets the count; failures long ago start it again', async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    await fails(email, MAX_FAILED_LOGINS - 1);
    expect((await login(email, PASSWORD)).errors).toBeUndefined();
    await fails(email, MAX_FAILED_LOGINS - 1);
    const oldEnough = new Date(Date.now() - FAILURE_MEMORY_MS - 60_000).toISOString();
    await h.query(
      sql`UPDATE login_attempts SET updated_at = ${oldEnough}::timestamptz WHERE email_hash = ${attemptKey(email)}`,
    );
    await fails(email, MAX_FAILED_LOGINS - 1);
    expect((await login(email, PASSWORD)).errors).toBeUndefined();
  });

  it('counts every one of many failures at once', async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS }, (_, i) => login(email, `parallel ${i}`)),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(MAX_FAILED_LOGINS).fill('INVALID_CREDENTIALS'));
    expect((await login(email, PASSWORD)).code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('a password reset through the mailed link lifts the lock', async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    await fails(email, MAX_FAILED_LOGINS);
    expect((await login(email, PASSWORD)).code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    await h.gql(RECOVER, { email });
    const { hash } = linkOf((await mailsTo(h, email)).at(-1));
    expect((await h.gql(RESET, { hash, p: 'brand new pass' })).errors).toBeUndefined();
    expect((await login(email, 'brand new pass')).errors).toBeUndefined();
  });
});
