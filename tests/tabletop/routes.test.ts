import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/commerce/index';
import { revokeTabletopSession, sessionDigest, setTabletopPin } from '@/commerce/services/tabletop';
import { resetRateLimiters } from '@/lib/rate-limit/limiter';
import { COOKIES } from '@/lib/stores';
import {
  check,
  confirmedAccount,
  cookieOf,
  customerOf,
  DEMO_PIN,
  endVisit,
  expires,
  Jar,
  login,
  sessionRest,
  setCookieOf,
  staff,
  startTablet,
  storeOf,
} from './route-support';
import { withEmbeddedCommerce } from '../support/embedded-commerce';

/**
 * The tabletop routes (docs/decisions/0025-tabletop-sessions.md) against the real embedded back end
 * on an in-memory PGlite: staff start, the tablet's session check (spec §4) and 'End my visit'.
 */

const AMSTERDAM = { id: 'store-ams-01', name: 'Amsterdam Kalverstraat', code: 'NL01' };
const TABLETOP_COOKIES = [COOKIES.tabletopSession, COOKIES.inStore, COOKIES.inStoreLocation];
const SHOPPER_COOKIES = [COOKIES.contextToken, COOKIES.contextHint, COOKIES.customerHint];
/** A shopper's cookies as the tablet holds them (a token the back end never issued is fine for these checks). */
const SHOPPER = { [COOKIES.contextToken]: 'a'.repeat(32), [COOKIES.contextHint]: '1' };

withEmbeddedCommerce();
afterEach(() => {
  delete process.env.TABLETOP_API_URL;
  resetRateLimiters();
});

describe('staff start (POST /api/tabletop/staff)', () => {
  it('with the demo PIN: 303 to /, the httpOnly session cookie and both in-store cookies', async () => {
    const { reference } = await storeOf('NL01');
    const response = await staff({ action: 'start', location: reference, pin: DEMO_PIN });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(cookieOf(response, COOKIES.tabletopSession)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieOf(response, COOKIES.tabletopSession)).toMatch(/HttpOnly/i);
    expect(cookieOf(response, COOKIES.inStore)).toBe('1');
    expect(setCookieOf(response, COOKIES.inStore)).not.toMatch(/HttpOnly/i);
    expect(cookieOf(response, COOKIES.inStoreLocation)).toBe('NL01');
    // A new tablet starts logged out and empty.
    expect(cookieOf(response, COOKIES.tabletopClean)).toBe('1');
  });

  it('a wrong PIN, a missing PIN and another store’s PIN: 303 to the error page, no session', async () => {
    const amsterdam = await storeOf('NL01');
    const utrecht = await storeOf('NL02');
    await setTabletopPin(await getDb(), utrecht.reference, '97531086');
    const tries = [
      { action: 'start', location: amsterdam.reference, pin: '135791' },
      // The form's PIN field left empty (a browser always sends the field).
      { action: 'start', location: amsterdam.reference, pin: '' },
      { action: 'start', location: amsterdam.reference, pin: '12345' },
      // Amsterdam's (demo) PIN on Utrecht, and Utrecht's on Amsterdam.
      { action: 'start', location: utrecht.reference, pin: DEMO_PIN },
      { action: 'start', location: amsterdam.reference, pin: '97531086' },
    ];
    for (const form of tries) {
      const response = await staff(form as Record<string, string>);
      expect(response.status, JSON.stringify(form)).toBe(303);
      expect(response.headers.get('location'), JSON.stringify(form)).toBe('/tabletop/?error=invalidCredential');
      expect(setCookieOf(response, COOKIES.tabletopSession), JSON.stringify(form)).toBeUndefined();
      expect(setCookieOf(response, COOKIES.inStore), JSON.stringify(form)).toBeUndefined();
    }
    // A post without the PIN field at all is not the staff page's form: refused as invalid input.
    const malformed = await staff({ action: 'start', location: amsterdam.reference });
    expect(malformed.headers.get('location')).toBe('/tabletop/?error=invalidInput');
    expect(setCookieOf(malformed, COOKIES.tabletopSession)).toBeUndefined();
    // Each store's own PIN still works.
    const own = await staff({ action: 'start', location: utrecht.reference, pin: '97531086' });
    expect(own.headers.get('location')).toBe('/');
    expect(cookieOf(own, COOKIES.inStoreLocation)).toBe('NL02');
  });

  it('refuses a cross-site post with 403 and sets nothing', async () => {
    const { reference } = await storeOf('NL01');
    const response = await staff({ action: 'start', location: reference, pin: DEMO_PIN }, { site: 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('staff close and revoke (POST /api/tabletop/staff)', () => {
  it('close: the visit ends (a successor stored, logged out); revoke: out of tabletop mode', async () => {
    const { jar, id } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    const wrong = await staff({ action: 'close', pin: '135791' }, { cookie: jar.header });
    expect(wrong.headers.get('location')).toBe('/tabletop/?error=invalidCredential');
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const closed = await staff({ action: 'close', pin: DEMO_PIN }, { cookie: jar.header });
    expect(closed.headers.get('location')).toBe('/');
    expect(cookieOf(closed, COOKIES.tabletopSession)).not.toBe(id);
    expect(cookieOf(closed, COOKIES.tabletopSession)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const name of SHOPPER_COOKIES) expect(expires(closed, name), name).toBe(true);
    jar.take(closed);
    expect(await (await check(jar.header)).json()).toMatchObject({ state: 'open', location: AMSTERDAM });

    const revoked = await staff({ action: 'revoke', pin: DEMO_PIN }, { cookie: jar.header });
    expect(revoked.headers.get('location')).toBe('/');
    for (const name of TABLETOP_COOKIES) expect(expires(revoked, name), name).toBe(true);
    expect(await (await check(`${COOKIES.tabletopSession}=${jar.get(COOKIES.tabletopSession)}`)).json()).toEqual({
      state: 'cleared',
    });
    // Without a session there is nothing to close.
    expect((await staff({ action: 'close', pin: DEMO_PIN })).headers.get('location')).toBe(
      '/tabletop/?error=noSession',
    );
  });
});

describe('the session check (GET /api/tabletop/session, spec §4)', () => {
  it('OPEN: open at the store, the session kept', async () => {
    const { jar, id } = await startTablet();
    const response = await check(jar.header);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: 'open', location: AMSTERDAM });
    expect(cookieOf(response, COOKIES.tabletopSession) ?? id).toBe(id);
    for (const name of SHOPPER_COOKIES) expect(setCookieOf(response, name)).toBeUndefined();
  });

  it('CLOSED by staff: handed over, a new session stored, the shopper logged out', async () => {
    const { jar, id } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    jar.cookies.set(COOKIES.customerHint, '1');
    // Staff close it through the service's REST (the BFF's pass-through to the embedded back end).
    expect((await sessionRest(id, 'close', '000000')).status).toBe(401);
    const closed = await sessionRest(id, 'close', DEMO_PIN);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: 'CLOSED', id });
    const response = await check(jar.header);
    expect(await response.json()).toMatchObject({ state: 'handed-over', location: AMSTERDAM });
    const successor = cookieOf(response, COOKIES.tabletopSession);
    expect(successor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successor).not.toBe(id);
    expect(cookieOf(response, COOKIES.inStoreLocation)).toBe('NL01');
    expect(expires(response, COOKIES.contextToken)).toBe(true);
    expect(expires(response, COOKIES.customerHint)).toBe(true);
    expect(cookieOf(response, COOKIES.tabletopClean)).toBe('1');
    // The successor is OPEN; the old id, from another tab moments later, is given the same successor.
    expect(await (await check(`${COOKIES.tabletopSession}=${successor}`)).json()).toMatchObject({ state: 'open' });
    const lateTab = await check(`${COOKIES.tabletopSession}=${id}`);
    expect(await lateTab.json()).toMatchObject({ state: 'open' });
    expect(cookieOf(lateTab, COOKIES.tabletopSession)).toBe(successor);
  });

  it('REVOKED: cleared, all three tabletop cookies expired, the shopper logged out', async () => {
    const { jar, id } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    await revokeTabletopSession(await getDb(), id, DEMO_PIN);
    const response = await check(jar.header);
    expect(await response.json()).toEqual({ state: 'cleared' });
    for (const name of [...TABLETOP_COOKIES, COOKIES.contextToken, COOKIES.contextHint])
      expect(expires(response, name), name).toBe(true);
  });

  it('EXPIRED: open again under a new session id, and nobody is logged out', async () => {
    const { jar, id } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    jar.cookies.set(COOKIES.customerHint, '1');
    await (
      await getDb()
    ).execute(
      sql`UPDATE tabletop_sessions SET ttl_at = now() - interval '1 minute' WHERE id_digest = ${sessionDigest(id)}`,
    );
    const response = await check(jar.header);
    expect(await response.json()).toMatchObject({ state: 'open', location: AMSTERDAM });
    const successor = cookieOf(response, COOKIES.tabletopSession);
    expect(successor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successor).not.toBe(id);
    for (const name of [...SHOPPER_COOKIES, COOKIES.tabletopClean])
      expect(setCookieOf(response, name), name).toBeUndefined();
  });

  it('EXPIRED, checked by two tabs at once: one successor, and neither check clears it or logs out', async () => {
    const { jar, id } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    await (
      await getDb()
    ).execute(
      sql`UPDATE tabletop_sessions SET ttl_at = now() - interval '1 minute' WHERE id_digest = ${sessionDigest(id)}`,
    );
    const [first, second] = await Promise.all([check(jar.header), check(jar.header)]);
    const successors = [first, second].map((r) => cookieOf(r, COOKIES.tabletopSession)).filter(Boolean);
    expect(new Set(successors).size).toBe(1);
    // The browser shares its cookies between tabs: whichever answer comes last must leave the tablet
    // in tabletop mode with the successor, and an expiry never logs the shopper out (ADR 0025).
    for (const response of [first, second]) {
      expect(await response.json()).not.toEqual({ state: 'cleared' });
      expect(expires(response, COOKIES.tabletopSession)).toBe(false);
      expect(setCookieOf(response, COOKIES.contextToken)).toBeUndefined();
    }
  });

  it('an id the service does not know: cleared', async () => {
    const response = await check(`${COOKIES.tabletopSession}=${randomBytes(32).toString('base64url')}`);
    expect(await response.json()).toEqual({ state: 'cleared' });
    for (const name of TABLETOP_COOKIES) expect(expires(response, name), name).toBe(true);
  });

  it('forged in-store cookies without a session: none, the hints removed, the token untouched', async () => {
    const jar = new Jar({ ...SHOPPER, [COOKIES.inStore]: '1', [COOKIES.inStoreLocation]: 'NL01' });
    const response = await check(jar.header);
    expect(await response.json()).toEqual({ state: 'none' });
    expect(expires(response, COOKIES.inStore)).toBe(true);
    expect(expires(response, COOKIES.inStoreLocation)).toBe(true);
    expect(setCookieOf(response, COOKIES.contextToken)).toBeUndefined();
    expect(setCookieOf(response, COOKIES.contextHint)).toBeUndefined();
  });

  it('a session service that does not answer: unavailable, and no cookie changes', async () => {
    const { jar } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    process.env.TABLETOP_API_URL = 'http://127.0.0.1:9';
    const response = await check(jar.header);
    expect(await response.json()).toEqual({ state: 'unavailable' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('no customer data survives a clear', () => {
  it('a customer logged in on the tablet: revoke, check, and the old token no longer reaches the account', async () => {
    await confirmedAccount('anna@example.com');
    const { jar, id } = await startTablet();
    await login(jar, 'anna@example.com');
    const token = jar.get(COOKIES.contextToken)!;
    expect(jar.get(COOKIES.customerHint)).toBe('1');
    expect(await customerOf(token)).toBe('anna@example.com');

    await revokeTabletopSession(await getDb(), id, DEMO_PIN);
    const response = await check(jar.header);
    expect(await response.json()).toEqual({ state: 'cleared' });
    for (const name of [...SHOPPER_COOKIES, ...TABLETOP_COOKIES]) expect(expires(response, name), name).toBe(true);
    const left = await customerOf(token);
    expect(left).not.toBe('anna@example.com');
    expect(left === null || left.startsWith('error')).toBe(true);
  });

  it('a customer logged in before staff start tabletop mode is logged out by the start', async () => {
    await confirmedAccount('bram@example.com');
    const jar = new Jar();
    await login(jar, 'bram@example.com');
    const token = jar.get(COOKIES.contextToken)!;
    const { response } = await startTablet('NL01', jar);
    for (const name of SHOPPER_COOKIES) expect(expires(response, name), name).toBe(true);
    expect(await customerOf(token)).not.toBe('bram@example.com');
  });
});

describe('End my visit (POST /api/tabletop/session)', () => {
  it('from the controller: 200 handed-over, the shopper’s cookies expired, the session kept', async () => {
    const { jar } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    const response = await endVisit({ cookie: jar.header });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: 'handed-over' });
    for (const name of SHOPPER_COOKIES) expect(expires(response, name), name).toBe(true);
    expect(cookieOf(response, COOKIES.tabletopClean)).toBe('1');
    expect(setCookieOf(response, COOKIES.tabletopSession)).toBeUndefined();
  });

  it('a logged-in shopper’s token is revoked', async () => {
    await confirmedAccount('cor@example.com');
    const { jar } = await startTablet();
    await login(jar, 'cor@example.com');
    const token = jar.get(COOKIES.contextToken)!;
    expect((await endVisit({ cookie: jar.header })).status).toBe(200);
    expect(await customerOf(token)).not.toBe('cor@example.com');
  });

  it('from the finish page’s form: 303 to /', async () => {
    const { jar } = await startTablet();
    const response = await endVisit({ cookie: jar.header, form: true });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(expires(response, COOKIES.contextToken)).toBe(true);
  });

  it('without a session cookie: 409, nobody logged out', async () => {
    const jar = new Jar({ ...SHOPPER, [COOKIES.inStore]: '1' });
    const response = await endVisit({ cookie: jar.header });
    expect(response.status).toBe(409);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('cross-site: 403, nobody logged out', async () => {
    const { jar } = await startTablet();
    for (const [name, value] of Object.entries(SHOPPER)) jar.cookies.set(name, value);
    const response = await endVisit({ cookie: jar.header, site: 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
