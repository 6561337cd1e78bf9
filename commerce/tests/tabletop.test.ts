/**
 * The tabletop session service (spec §3 'Tabletop session', §4 'Tabletop session status', §7
 * 'Tabletop'): the sessions' statuses and refreshes at an injected time, the store's staff PIN and
 * its lock, and the REST routes through the yoga server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../index';
import type { CommerceDb } from '../db/client';
import { LOGIN_LOCK_MS, MAX_FAILED_LOGINS } from '../services/login-attempts';
import {
  closeTabletopSession,
  getTabletopSession,
  refreshTabletopSession,
  revokeTabletopSession,
  sessionDigest,
  setTabletopPin,
  startTabletopSession,
  REFRESH_GRACE_MS,
  TABLETOP_SESSION_TTL_MS,
} from '../services/tabletop';
import { DEFAULT_TABLETOP_DEMO_PIN } from '../seed/tabletop-pins';
import { startCommerce, type Harness } from './harness';

let h: Harness;
let db: CommerceDb;
beforeAll(async () => {
  h = await startCommerce({ products: 20 });
  db = await getDb();
});
afterAll(async () => h?.stop());

const PIN = DEFAULT_TABLETOP_DEMO_PIN;
const T0 = new Date('2030-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/** The GraphQL-style error code a service call failed with. */
async function codeOf(call: Promise<unknown>): Promise<unknown> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  return (error as { extensions?: { code?: unknown } } | null)?.extensions?.code ?? 'no error';
}

describe('branch codes and staff PINs as seeded', () => {
  it('gives every store a unique branch code, country and two digits in seed order, and the demo PIN', async () => {
    const stores = await h.query<{ provider_id: string; country: string; branch_code: string; pin_hash: string }>(
      sql`SELECT p.provider_id, p.country, p.branch_code, c.pin_hash FROM physical_stores p
        LEFT JOIN tabletop_staff_credentials c ON c.store_id = p.id ORDER BY p.id`,
    );
    expect(stores.length).toBeGreaterThanOrEqual(30);
    for (const store of stores) expect(store.branch_code).toMatch(new RegExp(`^${store.country}\\d{2}$`));
    expect(new Set(stores.map((store) => store.branch_code)).size).toBe(stores.length);
    expect(stores.slice(0, 5).map((store) => store.branch_code)).toEqual(['NL01', 'NL02', 'BE01', 'DE01', 'FR01']);
    expect(stores.every((store) => store.pin_hash?.startsWith('$argon2id$'))).toBe(true);
  });
});

describe('session statuses and refresh (§4)', () => {
  it('starts an OPEN session by reference, branch code or provider id; only the id’s SHA-256 is stored', async () => {
    for (const location of ['amsterdam-kalverstraat', 'nl01', 'store-ams-01']) {
      const { id, session } = await startTabletopSession(db, { location, pin: PIN }, T0);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session).toEqual({
        status: 'OPEN',
        id,
        ttlDt: at(TABLETOP_SESSION_TTL_MS).toISOString(),
        location: { id: 'store-ams-01', name: 'Amsterdam Kalverstraat', code: 'NL01' },
      });
      const rows = await h.query<{ id_digest: string }>(
        sql`SELECT id_digest FROM tabletop_sessions WHERE id_digest = ${sessionDigest(id)}`,
      );
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await h.query(sql`SELECT * FROM tabletop_sessions`))).not.toContain(id);
    }
    expect(TABLETOP_SESSION_TTL_MS).toBe(12 * 60 * MINUTE);
  });

  it('is OPEN until its ttl, EXPIRED from then; unknown and malformed ids are null', async () => {
    const { id } = await startTabletopSession(db, { location: 'NL02', pin: PIN }, T0);
    expect((await getTabletopSession(db, id, at(TABLETOP_SESSION_TTL_MS - 1)))?.status).toBe('OPEN');
    expect((await getTabletopSession(db, id, at(TABLETOP_SESSION_TTL_MS)))?.status).toBe('EXPIRED');
    expect(await getTabletopSession(db, 'A'.repeat(43), T0)).toBeNull();
    expect(await getTabletopSession(db, "x' OR '1'='1", T0)).toBeNull();
  });

  it('refresh: OPEN stays as it is; EXPIRED gets a successor once, the old one is REFRESHED', async () => {
    const { id, session } = await startTabletopSession(db, { location: 'NL02', pin: PIN }, T0);
    expect(await refreshTabletopSession(db, id, at(MINUTE))).toEqual(session);
    const later = at(TABLETOP_SESSION_TTL_MS + MINUTE);
    const next = await refreshTabletopSession(db, id, later);
    expect(next).toMatchObject({
      status: 'OPEN',
      ttlDt: new Date(later.getTime() + TABLETOP_SESSION_TTL_MS).toISOString(),
    });
    expect(next!.id).not.toBe(id);
    expect(next!.location).toEqual(session.location);
    expect(await getTabletopSession(db, id, later)).toMatchObject({ status: 'REFRESHED', id });
    // Asked again within the grace time (another tab), the same successor; after it, refused.
    expect(await refreshTabletopSession(db, id, at(TABLETOP_SESSION_TTL_MS + 2 * MINUTE))).toEqual(
      await getTabletopSession(db, next!.id, at(TABLETOP_SESSION_TTL_MS + 2 * MINUTE)),
    );
    expect(
      await codeOf(refreshTabletopSession(db, id, at(TABLETOP_SESSION_TTL_MS + MINUTE + REFRESH_GRACE_MS + 1))),
    ).toBe('ALREADY_REFRESHED');
    expect(await getTabletopSession(db, next!.id, later)).toEqual(next);
  });

  it('close: CLOSED, refreshed into a new OPEN session; revoke: REVOKED, refresh makes none', async () => {
    const { id } = await startTabletopSession(db, { location: 'BE01', pin: PIN }, T0);
    expect((await closeTabletopSession(db, id, PIN, at(MINUTE)))?.status).toBe('CLOSED');
    const next = await refreshTabletopSession(db, id, at(2 * MINUTE));
    expect(next?.status).toBe('OPEN');
    expect((await getTabletopSession(db, id, at(2 * MINUTE)))?.status).toBe('REFRESHED');

    const revoked = await revokeTabletopSession(db, next!.id, PIN, at(3 * MINUTE));
    expect(revoked?.status).toBe('REVOKED');
    const [before] = await h.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM tabletop_sessions`);
    expect(await refreshTabletopSession(db, next!.id, at(4 * MINUTE))).toEqual(revoked);
    expect(await h.query(sql`SELECT count(*)::int AS n FROM tabletop_sessions`)).toEqual([before]);
    // Revoked wins over closed and expired; closing again changes nothing.
    expect((await closeTabletopSession(db, next!.id, PIN, at(TABLETOP_SESSION_TTL_MS * 2)))?.status).toBe('REVOKED');
    expect(await refreshTabletopSession(db, 'B'.repeat(43), T0)).toBeNull();
    expect(await closeTabletopSession(db, 'B'.repeat(43), PIN, T0)).toBeNull();
  });

  it('of refreshes racing on one expired session, exactly one successor is made and all answer it', async () => {
    const { id } = await startTabletopSession(db, { location: 'DE01', pin: PIN }, T0);
    const later = at(TABLETOP_SESSION_TTL_MS);
    // Open the pool's connections first (PostgreSQL), so the refreshes really overlap.
    await Promise.all(Array.from({ length: 8 }, () => db.execute(sql`SELECT pg_sleep(0.02)`)));
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => refreshTabletopSession(db, id, later)));
    const ids = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value?.id : `rejected: ${String(r.reason)}`)));
    expect([...ids]).toHaveLength(1);
    expect(results.every((r) => r.status === 'fulfilled' && r.value?.status === 'OPEN')).toBe(true);
    const [{ n }] = (await h.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tabletop_sessions s JOIN tabletop_sessions o ON o.replaced_by_id = s.id
        WHERE o.id_digest = ${sessionDigest(id)}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    const [{ total }] = (await h.query<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM tabletop_sessions WHERE created_at = ${later.toISOString()}::timestamptz`,
    )) as [{ total: number }];
    expect(total).toBe(1);
  });
});

describe('the staff PIN', () => {
  it('refuses a wrong, missing or malformed PIN, another store’s PIN and an unknown store alike', async () => {
    await setTabletopPin(db, 'FR02', '13579135');
    const started = startTabletopSession(db, { location: 'FR01', pin: '000000' }, T0);
    expect(await codeOf(started)).toBe('INVALID_CREDENTIAL');
    for (const input of [
      { location: 'FR01' },
      { location: 'FR01', pin: 246810 },
      { location: 'FR01', pin: '13579135' },
      { location: 'XX99', pin: PIN },
      { location: 'nowhere', pin: '13579135' },
    ])
      expect(await codeOf(startTabletopSession(db, input, T0))).toBe('INVALID_CREDENTIAL');
    expect((await startTabletopSession(db, { location: 'FR02', pin: '13579135' }, T0)).session.status).toBe('OPEN');
    const { id } = await startTabletopSession(db, { location: 'FR01', pin: PIN }, T0);
    expect(await codeOf(closeTabletopSession(db, id, '13579135', T0))).toBe('INVALID_CREDENTIAL');
    expect(await codeOf(revokeTabletopSession(db, id, undefined, T0))).toBe('INVALID_CREDENTIAL');
    expect((await getTabletopSession(db, id, T0))?.status).toBe('OPEN');
  });

  it(`locks a store’s PIN after ${MAX_FAILED_LOGINS} failures in a row, even the right one, for 15 minutes`, async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      expect(await codeOf(startTabletopSession(db, { location: 'FR03', pin: `11111${i}` }, T0))).toBe(
        'INVALID_CREDENTIAL',
      );
    const locked = await startTabletopSession(db, { location: 'FR03', pin: PIN }, at(MINUTE)).catch((e) => e);
    expect(locked.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 14 * 60 });
    // The lock is the store's: another store's PIN still works.
    expect((await startTabletopSession(db, { location: 'FR04', pin: PIN }, at(MINUTE))).session.status).toBe('OPEN');
    expect((await startTabletopSession(db, { location: 'FR03', pin: PIN }, at(LOGIN_LOCK_MS))).session.status).toBe(
      'OPEN',
    );
  });

  it('takes only 6 to 12 digits and a known store when set', async () => {
    for (const pin of ['12345', '1234567890123', '12345a', ''])
      expect(await codeOf(setTabletopPin(db, 'NL03', pin))).toBe('INVALID_INPUT');
    expect(await codeOf(setTabletopPin(db, 'XX99', '123456'))).toBe('INVALID_INPUT');
  });
});

describe('REST routes (§7 Tabletop, /api/graphql/tabletop)', () => {
  const BASE = '/api/graphql/tabletop';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    h.request(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get = (path: string, headers: Record<string, string> = {}) => h.request(`${BASE}${path}`, { headers });
  const expire = (id: string) =>
    h.query(
      sql`UPDATE tabletop_sessions SET ttl_at = now() - interval '1 second' WHERE id_digest = ${sessionDigest(id)}`,
    );

  it('starts, reads, refreshes, closes and revokes with the documented status codes and shapes', async () => {
    const started = await post('/sessions', { location: 'store-utr-01', pin: PIN });
    expect(started.status).toBe(201);
    expect(started.headers.get('cache-control')).toBe('no-store');
    expect(started.headers.get('content-type')).toMatch(/^application\/json/);
    const session = await started.json();
    expect(session).toMatchObject({ status: 'OPEN', location: { id: 'store-utr-01', code: 'NL02' } });
    expect(Object.keys(session).sort()).toEqual(['id', 'location', 'status', 'ttlDt']);

    const read = await get(`/sessions/${session.id}`);
    expect([read.status, await read.json()]).toEqual([200, session]);
    expect((await get(`/sessions/${session.id}/refresh`)).status).toBe(200);
    await expire(session.id);
    const refreshed = await get(`/sessions/${session.id}/refresh`);
    expect(refreshed.status).toBe(200);
    const next = await refreshed.json();
    expect(next).toMatchObject({ status: 'OPEN', location: session.location });
    expect(next.id).not.toBe(session.id);
    const again = await get(`/sessions/${session.id}/refresh`);
    expect([again.status, await again.json()]).toEqual([200, next]);
    expect(await (await get(`/sessions/${session.id}`)).json()).toMatchObject({ status: 'REFRESHED' });

    const wrong = await post(`/sessions/${next.id}/close`, { pin: '999999' });
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'INVALID_CREDENTIAL' }]);
    const closed = await post(`/sessions/${next.id}/close`, { pin: PIN });
    expect([closed.status, (await closed.json()).status]).toEqual([200, 'CLOSED']);
    const revoked = await post(`/sessions/${next.id}/revoke`, { pin: PIN });
    expect([revoked.status, (await revoked.json()).status]).toEqual([200, 'REVOKED']);
  });

  it('answers 404, 400, 401, 405 and 413 as documented', async () => {
    const unknown = 'C'.repeat(43);
    for (const response of [
      await get(`/sessions/${unknown}`),
      await get(`/sessions/${unknown}/refresh`),
      await post(`/sessions/${unknown}/close`, { pin: PIN }),
      await post(`/sessions/${unknown}/revoke`, { pin: PIN }),
      await get('/elsewhere'),
      await get(`/sessions/${unknown}/refresh/more`),
    ])
      expect([response.status, await response.json()]).toEqual([404, { error: 'NOT_FOUND' }]);
    for (const body of [
      '{not json',
      '[]',
      { pin: PIN },
      { location: '', pin: PIN },
      { location: 'NL01', pin: 246810 },
    ]) {
      const response = await post('/sessions', body);
      expect([response.status, await response.json()]).toEqual([400, { error: 'INVALID_INPUT' }]);
    }
    const missingPin = await post('/sessions', { location: 'NL01' });
    expect([missingPin.status, await missingPin.json()]).toEqual([401, { error: 'INVALID_CREDENTIAL' }]);
    const unknownStore = await post('/sessions', { location: 'XX99', pin: PIN });
    expect([unknownStore.status, await unknownStore.json()]).toEqual([401, { error: 'INVALID_CREDENTIAL' }]);
    const method = await h.request(`${BASE}/sessions`, { method: 'GET' });
    expect([method.status, method.headers.get('allow')]).toEqual([405, 'POST']);
    const big = await post('/sessions', { location: 'NL01', pin: PIN, padding: 'x'.repeat(9000) });
    expect([big.status, await big.json()]).toEqual([413, { error: 'PAYLOAD_TOO_LARGE' }]);
  });

  it('answers 429 with retryAfter and Retry-After while a store’s PIN is locked', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      expect((await post('/sessions', { location: 'DE02', pin: '000000' })).status).toBe(401);
    const locked = await post('/sessions', { location: 'DE02', pin: PIN });
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body).toEqual({ error: 'TOO_MANY_ATTEMPTS', retryAfter: expect.any(Number) });
    expect(body.retryAfter).toBeGreaterThan(14 * 60);
    expect(locked.headers.get('retry-after')).toBe(String(body.retryAfter));
  });

  it('needs Authorization: Bearer TABLETOP_API_KEY on every route when the key is set', async () => {
    const { id } = await startTabletopSession(db, { location: 'NL04', pin: PIN });
    process.env.TABLETOP_API_KEY = 'tabletop-test-key';
    try {
      const refused: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: 'tabletop-test-key' },
      ];
      for (const headers of refused) {
        const response = await get(`/sessions/${id}`, headers);
        expect([response.status, await response.json()]).toEqual([401, { error: 'UNAUTHORIZED' }]);
      }
      expect((await post('/sessions', { location: 'NL04', pin: PIN })).status).toBe(401);
      expect((await get('/elsewhere')).status).toBe(401);
      const ok = await get(`/sessions/${id}`, { authorization: 'Bearer tabletop-test-key' });
      expect([ok.status, (await ok.json()).status]).toEqual([200, 'OPEN']);
    } finally {
      delete process.env.TABLETOP_API_KEY;
    }
    expect((await get(`/sessions/${id}`)).status).toBe(200);
  });
});
