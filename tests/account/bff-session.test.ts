import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/commerce/index';
import { backgroundSettled } from '@/commerce/services/background';
import { rowsOf } from '@/commerce/services/common';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import { resetRateLimiters } from '@/lib/rate-limit/limiter';
import { COOKIES } from '@/lib/stores';
import { withEmbeddedCommerce } from '../support/embedded-commerce';
import { botCheckHeadersFor } from '../bot-check/solve';

/** Logins through the BFF against the real embedded back end (in-memory PGlite): cookies and limits. */

const params = Promise.resolve({ path: undefined });
const PASSWORD = 'correct horse 42';
const LOGIN = 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { customer { email } } }';

/** Posts as the shop's pages do: with a solved bot check when the mutation needs one. */
async function post(query: string, variables: Record<string, unknown>, { ip = '198.51.100.20', cookie = '' } = {}) {
  const headers = new Headers({
    'content-type': 'application/json',
    host: 'localhost:3000',
    'x-store-key': 'NL',
    'x-forwarded-for': ip,
    ...(cookie ? { cookie } : {}),
    ...(await botCheckHeadersFor(query)),
  });
  return POST(
    new NextRequest('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    }),
    { params },
  );
}

/** A confirmed account, registered and confirmed through the BFF. */
async function account(email: string) {
  await post(
    'mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { id } } }',
    { input: { salutationId: 'mr', firstName: 'Jan', lastName: 'Smit', email, password: PASSWORD } },
    { ip: '203.0.113.1' },
  );
  await backgroundSettled();
  const [mail] = rowsOf<{ body: string }>(
    await (await getDb()).execute(sql`SELECT body FROM outbox_mails WHERE "to" = ${email}`),
  );
  const hash = /finish\/(\w{48})\//.exec(mail!.body)![1]!;
  await post(
    'mutation C($h: String!) { confirmRegistration(hash: $h) { customer { id } } }',
    { h: hash },
    { ip: '203.0.113.1' },
  );
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

withEmbeddedCommerce();
afterEach(() => {
  delete process.env.RATE_LIMITS;
  resetRateLimiters();
});

describe('login through the BFF (docs/architecture.md "The BFF and the session")', () => {
  it('sets a new httpOnly token and the readable hint; logout replaces the token and clears the hint', async () => {
    await account('jan@example.com');
    const login = await post(LOGIN, { u: 'jan@example.com', p: PASSWORD });
    expect(((await login.json()) as { data: unknown }).data).toEqual({
      login: { customer: { email: 'jan@example.com' } },
    });
    const token = cookieOf(login, COOKIES.contextToken)!;
    expect(token).toMatch(/^[A-Za-z0-9]{32,64}$/);
    expect(login.headers.getSetCookie().find((c) => c.startsWith(`${COOKIES.contextToken}=`))).toMatch(/HttpOnly/i);
    expect(cookieOf(login, COOKIES.customerHint)).toBe('1');

    const logout = await post(
      'mutation { logout { customer { id } } }',
      {},
      { cookie: `${COOKIES.contextToken}=${token}` },
    );
    expect(cookieOf(logout, COOKIES.contextToken)).not.toBe(token);
    expect(cookieOf(logout, COOKIES.customerHint)).toBe('');

    const again = await post(
      'mutation { logout { customer { id } } }',
      {},
      { cookie: `${COOKIES.contextToken}=${token}` },
    );
    const body = (await again.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe("You're already logged out");
    expect(cookieOf(again, COOKIES.customerHint)).toBe('');
  });

  it('a failed login sets no cookie', async () => {
    const failed = await post(LOGIN, { u: 'jan@example.com', p: 'wrong password' }, { ip: '198.51.100.21' });
    expect(cookieOf(failed, COOKIES.contextToken)).toBeUndefined();
    expect(cookieOf(failed, COOKIES.customerHint)).toBeUndefined();
  });

  it('limits login attempts per client and counts every aliased attempt (429 with Retry-After)', async () => {
    process.env.RATE_LIMITS = 'login=6';
    resetRateLimiters();
    const aliased = `mutation { ${Array.from({ length: 5 }, (_, i) => `a${i}: login(username: "jan@example.com", password: "guess ${i}") { token }`).join(' ')} }`;
    expect((await post(aliased, {}, { ip: '198.51.100.30' })).status).toBe(200);
    expect((await post(LOGIN, { u: 'jan@example.com', p: 'guess 6' }, { ip: '198.51.100.30' })).status).toBe(200);
    const limited = await post(LOGIN, { u: 'jan@example.com', p: PASSWORD }, { ip: '198.51.100.30' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another client is not affected.
    expect((await post(LOGIN, { u: 'jan@example.com', p: PASSWORD }, { ip: '198.51.100.31' })).status).toBe(200);
  });

  it('refuses a batch of operations in one request', async () => {
    const headers = new Headers({ 'content-type': 'application/json', host: 'localhost:3000', 'x-store-key': 'NL' });
    const batch = Array.from({ length: 3 }, () => ({ query: LOGIN, variables: { u: 'jan@example.com', p: 'x' } }));
    const response = await POST(
      new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify(batch) }),
      { params },
    );
    expect(response.status).toBe(400);
  });

  it('limits recovery mails per client', async () => {
    process.env.RATE_LIMITS = 'account=3';
    resetRateLimiters();
    const recover = 'mutation R($e: String!) { sendPasswordRecoveryMail(input: { email: $e }) { success } }';
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(recover, { e: 'jan@example.com' }, { ip: '198.51.100.40' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
