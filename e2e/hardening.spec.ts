import net from 'node:net';
import { expect, test } from '@playwright/test';
import { request } from '../bench/http.mjs';
import { startSharedCache } from './shared-cache';

/**
 * The findings of an outside scan, replayed against the production server (README 'Security'):
 * the Host header never ends up in a redirect, a page chosen by cookie is never one object in a
 * shared cache, TRACE is refused, HSTS goes out over HTTPS only, a slow body is cut off, and the
 * store switch is a same-origin form post with Secure cookies. Cross-site GraphQL writes:
 * tests/security/cross-site-writes.test.ts; draft mode: e2e/preview.spec.ts.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const server = `http://127.0.0.1:${port}`;

test.describe('redirects never take the Host header', () => {
  test('the trailing-slash redirect is relative, with a relative Refresh, and cacheable', async () => {
    const response = await request(server, 'evil.example', '/cart?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/cart/?x=1');
    expect(response.headers.refresh).toBe('0;url=/cart/?x=1');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('the account and segment guards redirect relative and are never cached', async () => {
    const account = await request(server, 'evil.example', '/customer/');
    expect([account.status, account.headers.location]).toEqual([301, '/account/?redirect=%2Fcustomer%2F']);
    expect(account.headers['cache-control']).toBe('no-store');
    const segment = await request(server, `evil.example:${port}`, '/', { headers: { cookie: 'sw-segment=for-him' } });
    expect([segment.status, segment.headers.location]).toEqual([302, '/heren-home/']);
    expect(segment.headers['cache-control']).toBe('no-store');
  });
});

test.describe('a page chosen by cookie, through a shared cache', () => {
  test('the Belgian home with the Dutch and the French locale cookie: two pages, each cached', async () => {
    const cache = await startSharedCache(server);
    try {
      const home = (locale: string) =>
        request(cache.origin, `be.localhost:${port}`, '/', { headers: { cookie: `NEXT_LOCALE=${locale}` } });
      const lang = (body: Buffer) => /<html[^>]* lang="([^"]+)"/.exec(body.toString())?.[1];
      // Until the page is rendered and stored.
      await expect.poll(async () => (await home('nl-BE')).headers['x-cache'], { timeout: 30_000 }).toBe('HIT');
      expect(lang((await home('nl-BE')).body)).toBe('nl-BE');
      const french = await home('fr-BE');
      expect(french.headers.vary).toMatch(/\bCookie\b/);
      expect(lang(french.body)).toBe('fr-BE');
      await expect.poll(async () => (await home('fr-BE')).headers['x-cache'], { timeout: 30_000 }).toBe('HIT');
      expect(lang((await home('fr-BE')).body)).toBe('fr-BE');
      expect(lang((await home('nl-BE')).body)).toBe('nl-BE');
    } finally {
      await cache.close();
    }
  });

  test('a page of a one-store host stays one shared object, whatever cookies a visitor has', async () => {
    const cache = await startSharedCache(server);
    try {
      const list = (cookie: string) =>
        request(cache.origin, `nl.localhost:${port}`, '/dames/schoenen/', { headers: { cookie } });
      await expect.poll(async () => (await list('a=1')).headers['x-cache'], { timeout: 30_000 }).toBe('HIT');
      const other = await list('__Host-sw-context-token=someone-else; sw-has-context=1');
      expect(other.headers['x-cache']).toBe('HIT');
      expect(other.headers.vary ?? '').not.toMatch(/\bCookie\b/);
    } finally {
      await cache.close();
    }
  });
});

test('TRACE answers 405, on pages and on static files', async () => {
  for (const path of ['/', '/dames/schoenen/', '/favicon.ico']) {
    const response = await request(server, `nl.localhost:${port}`, path, { method: 'TRACE' });
    expect(response.status, path).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  }
});

test('Strict-Transport-Security only on what went out over HTTPS (the TLS proxy says so)', async () => {
  const plain = await request(server, `nl.localhost:${port}`, '/api/health/');
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const tls = await request(server, `nl.localhost:${port}`, '/api/health/', {
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
});

test('a request whose body trickles in is cut off with 408 within seconds, not Node’s 300', async () => {
  test.setTimeout(60_000);
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/graphql/ HTTP/1.1\r\nHost: nl.localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":`,
      );
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(Date.now() - started).toBeLessThan(30_000);
});

test.describe('the store switch', () => {
  test('a post from another site is refused and sets nothing; a GET switches nothing', async () => {
    const body = new URLSearchParams({ code: 'DE', path: '/' }).toString();
    const crossSite = await request(server, `localhost:${port}`, '/api/store/', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const link = await request(server, `localhost:${port}`, '/api/store/?code=DE');
    expect(link.status).toBe(405);
    expect(link.headers['set-cookie']).toBeUndefined();
  });

  test('the switcher’s cookies are Secure and SameSite=Lax', async ({ page, context }) => {
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('button', { name: /Nederland \| Nederlands/ }).click();
    await page.getByRole('button', { name: 'Deutschland | Deutsch', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const cookies = (await context.cookies()).filter(({ name }) => name === 'storefront' || name === 'NEXT_LOCALE');
    expect(cookies.map(({ name, secure, sameSite }) => [name, secure, sameSite]).sort()).toEqual([
      ['NEXT_LOCALE', true, 'Lax'],
      ['storefront', true, 'Lax'],
    ]);
  });
});
