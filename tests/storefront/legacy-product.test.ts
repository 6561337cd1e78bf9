import { beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '@/messages/fr.json';
import '../support/request-scope';

const lookup = vi.hoisted(() => ({ urls: new Map<string, string>(), calls: [] as [string, string][] }));

vi.mock('@/lib/commerce/product-url', () => ({
  getProductUrlBySku: async (store: string, sku: string) => {
    lookup.calls.push([store, sku]);
    return lookup.urls.get(`${store}:${sku}`) ?? null;
  },
}));

vi.mock('next-intl/server', () => import('../support/server-translations'));

const { GET } = await import('@/app/[storefront]/legacy-product/[sku]/route');

const get = (storefront: string, sku: string) =>
  GET(new Request(`http://localhost/${storefront}/legacy-product/${sku}`), {
    params: Promise.resolve({ storefront, sku }),
  });

describe('legacy product links (spec §2 guards, pdpRedirect)', () => {
  beforeEach(() => {
    lookup.urls.clear();
    lookup.calls.length = 0;
  });

  it("redirects 301 to the product's current url in the store the link was opened on", async () => {
    lookup.urls.set('DE:100001.001', '/velora-runner-schwarz-100001-001/');
    const response = await get('de', '100001.001');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/velora-runner-schwarz-100001-001/');
    expect(lookup.calls).toEqual([['DE', '100001.001']]);
  });

  it('answers 404 with a page in the store’s language for a SKU the store does not sell', async () => {
    const response = await get('befr', '999999.999');
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="fr-BE">');
    expect(html).toContain(`<h1>${fr.notFound.title.replace(/'/g, '&#39;')}</h1>`);
    expect(html).toContain('href="/"');
  });

  it('never looks up malformed SKUs or unknown storefronts, and never redirects off the site', async () => {
    expect((await get('nl', '10001.1')).status).toBe(404);
    expect((await get('xx', '100001.001')).status).toBe(404);
    expect(lookup.calls).toEqual([]);
    lookup.urls.set('NL:100001.001', '//evil.example/');
    expect((await get('nl', '100001.001')).status).toBe(404);
    lookup.urls.set('NL:100001.001', 'https://evil.example/');
    expect((await get('nl', '100001.001')).status).toBe(404);
  });
});
