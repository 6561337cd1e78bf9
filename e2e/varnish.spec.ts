import { expect, test } from '@playwright/test';
import { PRODUCT_LINK, request } from '../bench/http.mjs';
import { VARNISH_PORT } from './varnish-port';

/**
 * The shop behind Varnish (deploy/varnish/default.vcl, started by e2e/varnish-setup.ts): pages come
 * from the cache the second time, whatever cart or consent cookies a visitor has; the cookie-chosen
 * Belgian languages stay two pages; a revalidation purges exactly the pages carrying its tags within
 * a second; visitor data is never cached. e2e/visitor-isolation.spec.ts runs through it too.
 */

const shop = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const varnish = `http://127.0.0.1:${VARNISH_PORT}`;
const REVALIDATE_SECRET = process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret';

const get = (host: string, path: string, cookie?: string) =>
  request(varnish, `${host}:${VARNISH_PORT}`, path, { headers: cookie ? { cookie } : {} });

/** What Varnish answered, with why the shop's answer may not have been stored (for a failure's message). */
async function cacheState(host: string, path: string, cookie?: string): Promise<string> {
  const { status, headers } = await get(host, path, cookie);
  const setsCookie = headers['set-cookie'] ? `, set-cookie ${String(headers['set-cookie'])}` : '';
  return `${headers['x-cache']} (${status}, cache-control ${headers['cache-control']}${setsCookie})`;
}

/**
 * Asks for `path` twice: the second answer comes from the cache, also right after a purge or on a
 * page never rendered before (the shop renders such a page in full, cacheable, next.config.ts).
 */
async function cached(host: string, path: string, cookie?: string): Promise<void> {
  await get(host, path, cookie);
  expect(await cacheState(host, path, cookie), path).toMatch(/^HIT /);
}

/** Two product pages of the Dutch store, with their style-colour SKUs. */
async function twoProducts(): Promise<{ path: string; sku: string }[]> {
  const list = (await request(shop, 'nl.localhost', '/dames/schoenen/')).body.toString();
  const paths = [...new Set([...list.matchAll(PRODUCT_LINK)].map((match) => match[1]!))].slice(0, 2);
  expect(paths).toHaveLength(2);
  return paths.map((path) => {
    const [, style, colour] = /-(\d{6})-(\d{3})\/$/.exec(path)!;
    return { path, sku: `${style}.${colour}` };
  });
}

function announce(kind: 'stock' | 'price', sku: string) {
  return request(shop, 'nl.localhost', '/api/revalidate/', {
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ type: 'catalog', changes: [{ kind, skus: [sku] }] }),
  });
}

test('an anonymous page is a hit the second time, and a cart or consent cookie neither bypasses nor splits it', async () => {
  const visitorCookies =
    '__Host-sw-context-token=someone; sw-has-context=1; sw-cookie-consent=1; sw-cookie-settings=disabled; _ga=GA1.1.1';
  // A page the same for every cookie, and the home page, which says Vary: Cookie (the segment guard).
  for (const path of ['/dames/schoenen/', '/']) {
    await cached('nl.localhost', path);
    const withCart = await get('nl.localhost', path, visitorCookies);
    expect(withCart.headers['x-cache'], path).toBe('HIT');
    expect(withCart.headers.xkey, 'tags stay in the cache').toBeUndefined();
    expect(withCart.body.toString()).toMatch(/data-testid="mini-cart-count"[^>]*>0</);
  }
  expect((await get('nl.localhost', '/', visitorCookies)).headers.vary).toMatch(/\bCookie\b/);
});

test('the Belgian home in Dutch and in French: two cached pages', async () => {
  const lang = async (locale: string) =>
    /<html[^>]* lang="([^"]+)"/.exec((await get('be.localhost', '/', `NEXT_LOCALE=${locale}`)).body.toString())?.[1];
  await cached('be.localhost', '/', 'NEXT_LOCALE=nl-BE');
  await cached('be.localhost', '/', 'NEXT_LOCALE=fr-BE');
  expect(await lang('nl-BE')).toBe('nl-BE');
  expect(await lang('fr-BE')).toBe('fr-BE');
});

test('a stock change purges that product’s page within a second, and no other; a price change every page', async () => {
  const [first, second] = await twoProducts();
  for (const { path } of [first!, second!]) await cached('nl.localhost', path);
  await cached('nl.localhost', '/dames/schoenen/');

  expect((await announce('stock', first!.sku)).status).toBe(200);
  await expect
    .poll(async () => (await get('nl.localhost', first!.path)).headers['x-cache'], { timeout: 1_000, intervals: [100] })
    .toBe('MISS');
  expect((await get('nl.localhost', second!.path)).headers['x-cache']).toBe('HIT');
  expect((await get('nl.localhost', '/dames/schoenen/')).headers['x-cache']).toBe('HIT');

  await cached('nl.localhost', first!.path);
  expect((await announce('price', second!.sku)).status).toBe(200);
  for (const path of [second!.path, first!.path, '/dames/schoenen/']) {
    await expect
      .poll(async () => (await get('nl.localhost', path)).headers['x-cache'], { timeout: 1_000, intervals: [100] })
      .toBe('MISS');
  }
});

test('account, cart, checkout and API answers are never cached', async () => {
  for (const path of ['/account/', '/cart/', '/checkout/', '/api/health/']) {
    await get('nl.localhost', path);
    expect((await get('nl.localhost', path)).headers['x-cache'], path).toBe('MISS');
  }
});
