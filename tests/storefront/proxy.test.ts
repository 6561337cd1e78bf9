import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

/** Paths the back ends know (the real lookup is tested in tests/routing/path-exists.test.ts). */
const unknownPaths = vi.hoisted(() => new Set(['/bestaat-niet/', '/products/999999.999/']));
vi.mock('@/lib/routing/path-exists', () => ({
  storefrontPathLookup: async (_store: string, pathname: string) => ({
    exists: !unknownPaths.has(pathname),
    tags: ['catalog', 'prismic', ...(pathname === '/products/100001.001/' ? ['product:100001.001'] : [])],
    route: 'storefront-path' as const,
  }),
}));

/** Orders the back end knows, by reference; the token the proxy passed along. */
const orderLookups = vi.hoisted(() => [] as { reference: string | null; token: string | null }[]);
vi.mock('@/lib/routing/order-exists', () => ({
  orderReferenceExists: async (_store: string, reference: string | null, token: string | null) => {
    orderLookups.push({ reference, token });
    return reference === 'known-order';
  },
}));

const { canonicalPagePath, proxy } = await import('@/proxy');

const request = (url: string, init: { cookie?: string; headers?: Record<string, string> } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('host', new URL(url).host);
  if (init.cookie) headers.set('cookie', init.cookie);
  // As next.config.ts sets it: URLs end in a slash.
  return new NextRequest(url, { headers, nextConfig: { trailingSlash: true } });
};

const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('proxy (spec §2 guards, docs/architecture.md Storefronts)', () => {
  it("sends a for-him shopper from the home page to the men's home and from the lookbook to the men's lookbook (302)", async () => {
    const him = 'sw-segment=for-him';
    const home = await proxy(request('http://nl.localhost:3000/?utm=x', { cookie: him }));
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('http://nl.localhost:3000/heren-home/?utm=x');
    const de = await proxy(request('http://de.localhost:3000/', { cookie: 'sw-audience=men' }));
    expect(de.headers.get('location')).toBe('http://de.localhost:3000/herren-home/');
    const lookbook = await proxy(request('http://fr.localhost:3000/lookbook/', { cookie: him }));
    expect(lookbook.status).toBe(302);
    expect(lookbook.headers.get('location')).toBe('http://fr.localhost:3000/lookbook-for-him/');
    // for-her (the default) and an explicit for-her segment over a men's audience stay.
    expect(rewriteOf(await proxy(request('http://nl.localhost:3000/')))).toBe('http://nl.localhost:3000/nl/');
    expect(
      rewriteOf(await proxy(request('http://nl.localhost:3000/', { cookie: 'sw-segment=for-her; sw-audience=men' }))),
    ).toBe('http://nl.localhost:3000/nl/');
  });

  it("leaves a for-him shopper on a women's page, and stores no segment from a path", async () => {
    const women = await proxy(request('http://de.localhost:3000/damen/schuhe/', { cookie: 'sw-segment=for-him' }));
    expect(rewriteOf(women)).toBe('http://de.localhost:3000/de/damen/schuhe/');
    expect((await proxy(request('http://nl.localhost:3000/heren/schoenen/'))).headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown URL with the 404 page: rewritten to the unmatched path that global-not-found serves', async () => {
    const unknown = await proxy(request('http://nl.localhost:3000/bestaat-niet/?x=1'));
    expect(rewriteOf(unknown)).toBe('http://nl.localhost:3000/');
    expect(unknown.headers.get('x-middleware-request-x-store-key')).toBe('NL');
    expect(rewriteOf(await proxy(request('http://nl.localhost:3000/products/999999.999/')))).toBe(
      'http://nl.localhost:3000/',
    );
  });

  it('answers the finish page of an unknown order with the 404 page, before anything streams', async () => {
    const cookie = '__Host-sw-context-token=token-abc';
    expect(rewriteOf(await proxy(request('http://nl.localhost:3000/checkout/success/?order=nope', { cookie })))).toBe(
      'http://nl.localhost:3000/',
    );
    expect(rewriteOf(await proxy(request('http://nl.localhost:3000/checkout/success/?order=known-order')))).toBe(
      'http://nl.localhost:3000/nl/checkout/success/?order=known-order',
    );
    expect(orderLookups).toEqual([
      { reference: 'nope', token: 'token-abc' },
      { reference: 'known-order', token: null },
    ]);
  });

  it('rewrites pages to the storefront segment of the host', async () => {
    expect(rewriteOf(await proxy(request('http://nl.localhost:3000/cart/')))).toBe('http://nl.localhost:3000/nl/cart/');
    expect(rewriteOf(await proxy(request('http://de.localhost:3000/damen/schuhe/?page=2')))).toBe(
      'http://de.localhost:3000/de/list-page/page%3D2/damen/schuhe/?page=2',
    );
  });

  it('serves French on the Belgian domain when the locale cookie says so', async () => {
    expect(rewriteOf(await proxy(request('http://be.localhost:3000/', { cookie: 'NEXT_LOCALE=fr-BE' })))).toBe(
      'http://be.localhost:3000/befr/',
    );
    expect(rewriteOf(await proxy(request('http://be.localhost:3000/')))).toBe('http://be.localhost:3000/benl/');
  });

  it('stamps the store key on API requests, overriding what the client sent', async () => {
    const response = await proxy(request('http://fr.localhost:3000/api/graphql', { headers: { 'x-store-key': 'DE' } }));
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get('x-middleware-request-x-store-key')).toBe('FR');
  });

  it('sends legacy product links to the lookup by SKU in their store, without the query string (pdpRedirect)', async () => {
    // The lookup (app/[storefront]/legacy-product) answers 301 to the product's current url, or 404.
    const nl = await proxy(request('http://nl.localhost:3000/velora-runner-100001x001.html?utm_source=old'));
    expect(nl.status).toBe(200);
    expect(nl.headers.get('location')).toBeNull();
    expect(rewriteOf(nl)).toMatch(/^http:\/\/nl\.localhost:3000\/nl\/legacy-product\/100001\.001\/?$/);
    const befr = await proxy(
      request('http://be.localhost:3000/oude-link-123456X789.HTML', { cookie: 'NEXT_LOCALE=fr-BE' }),
    );
    expect(rewriteOf(befr)).toMatch(/^http:\/\/be\.localhost:3000\/befr\/legacy-product\/123456\.789\/?$/);
    expect(befr.headers.get('x-middleware-request-x-store-key')).toBe('BEFR');
  });
});

describe('trailing slashes (spec §2 routes end in a slash; /products/NNNNNN.NNN/ is canonical)', () => {
  it('knows the canonical form of a path', () => {
    expect(canonicalPagePath('/products/100001.001')).toBe('/products/100001.001/');
    expect(canonicalPagePath('/products/100001.001/')).toBeNull();
    expect(canonicalPagePath('/cart')).toBe('/cart/');
    expect(canonicalPagePath('/dames/schoenen/')).toBeNull();
    expect(canonicalPagePath('/')).toBeNull();
    // Anything else with an extension is a file: no slash, as Next's own rule has it.
    expect(canonicalPagePath('/sitemap.xml/')).toBe('/sitemap.xml');
    expect(canonicalPagePath('/sitemap.xml')).toBeNull();
    expect(canonicalPagePath('/products/100001.001.html')).toBeNull();
    expect(canonicalPagePath('/.well-known/security.txt')).toBeNull();
  });

  it('renders /products/NNNNNN.NNN/ and redirects the form without the slash to it', async () => {
    const canonical = await proxy(request('http://de.localhost:3000/products/100001.001/'));
    expect(canonical.headers.get('location')).toBeNull();
    expect(rewriteOf(canonical)).toBe('http://de.localhost:3000/de/products/100001.001/');
    const bare = await proxy(request('http://de.localhost:3000/products/100001.001?ref=x'));
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('http://de.localhost:3000/products/100001.001/?ref=x');
  });

  it('adds the slash to other pages and leaves API routes alone', async () => {
    const cart = await proxy(request('http://nl.localhost:3000/cart'));
    expect(cart.status).toBe(308);
    expect(cart.headers.get('location')).toBe('http://nl.localhost:3000/cart/');
    expect(cart.headers.get('cache-control')).toBe('public, max-age=3600');
    const api = await proxy(request('http://nl.localhost:3000/api/graphql'));
    expect(api.headers.get('location')).toBeNull();
  });
});

describe('the Host header (an outside scan: Host: evil.example ended up in Location)', () => {
  /** As Next hands a request to the proxy: its URL is the server's own, the Host header the client's. */
  const forged = (path: string, cookie?: string) => {
    const headers = new Headers({ host: 'evil.example' });
    if (cookie) headers.set('cookie', cookie);
    return new NextRequest(`http://localhost:3000${path}`, { headers, nextConfig: { trailingSlash: true } });
  };

  it('never builds a redirect on it: Next sends these Locations relative (e2e/hardening.spec.ts)', async () => {
    for (const [path, cookie] of [['/cart'], ['/customer/'], ['/', 'sw-segment=for-him']] as const) {
      const location = (await proxy(forged(path, cookie))).headers.get('location')!;
      expect(new URL(location).host, path).toBe('localhost:3000');
    }
  });
});

describe('pages chosen by cookie say Vary: Cookie (no shared cache serves them as one object)', () => {
  const vary = async (url: string) => (await proxy(request(url))).headers.get('vary');

  it('on a host that serves several stores, every page', async () => {
    expect(await vary('http://be.localhost:3000/dames/schoenen/')).toBe('Cookie');
    expect(await vary('http://localhost:3000/cart/')).toBe('Cookie');
    expect(await vary('http://be.localhost:3000/bestaat-niet/')).toBe('Cookie');
  });

  it('on a one-store host, only where the segment or account guards look at cookies', async () => {
    expect(await vary('http://nl.localhost:3000/dames/schoenen/')).toBeNull();
    expect(await vary('http://nl.localhost:3000/products/100001.001/')).toBeNull();
    expect(await vary('http://nl.localhost:3000/')).toBe('Cookie');
    expect(await vary('http://fr.localhost:3000/lookbook/')).toBe('Cookie');
    expect(await vary('http://nl.localhost:3000/account/')).toBe('Cookie');
  });
});

describe('cache tags for the HTTP cache (xkey)', () => {
  it('names the tags of the page’s reads on every page: a product page also its product', async () => {
    const xkey = async (url: string) => (await proxy(request(url))).headers.get('xkey');
    expect(await xkey('http://nl.localhost:3000/products/100001.001/')).toBe('catalog prismic product:100001.001');
    expect(await xkey('http://nl.localhost:3000/dames/schoenen/')).toBe('catalog prismic');
    expect(await xkey('http://nl.localhost:3000/bestaat-niet/')).toBe('catalog prismic');
  });
});
