/** sitemapUrls: a store's product and list pages for its sitemaps, paged, each with its URL in every store. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KEYS } from '../config/stores';
import { SitemapUrls } from '../../graphql/sitemap';
import { startCommerce, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

type SitemapPage = {
  total: number;
  urls: { url: string; lastModified: string | null; alternates: { storeCode: string; url: string }[] }[];
};

async function sitemap(store: string, pageType: string, offset = 0, limit?: number): Promise<SitemapPage> {
  const res = await h.gql(SitemapUrls, { pageType, offset, limit }, { store });
  expect(res.errors).toBeUndefined();
  return res.data!.sitemapUrls as SitemapPage;
}

describe('sitemapUrls', () => {
  it('lists every product of the store once, with its last price change and its URL in every store', async () => {
    const [{ n }] = (await h.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)) as [{ n: number }];
    const nl = await sitemap('NL', 'pdp');
    expect(nl.total).toBe(Number(n));
    expect(new Set(nl.urls.map((u) => u.url)).size).toBe(nl.urls.length);
    for (const entry of nl.urls) {
      expect(entry.lastModified).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(entry.alternates.map((a) => a.storeCode)).toEqual([...STORE_KEYS].sort());
      expect(entry.alternates).toContainEqual({ storeCode: 'NL', url: entry.url });
    }
  });

  it('pairs pages reciprocally: what NL names as a store’s URL, that store lists with NL’s URL', async () => {
    for (const pageType of ['pdp', 'plp']) {
      const nl = await sitemap('NL', pageType);
      const en = await sitemap('EN', pageType);
      const enByUrl = new Map(en.urls.map((entry) => [entry.url, entry]));
      for (const entry of nl.urls) {
        const english = entry.alternates.find((a) => a.storeCode === 'EN');
        if (!english) continue;
        const back = enByUrl.get(english.url)!;
        expect(back, `${pageType} ${english.url}`).toBeDefined();
        expect(back.alternates).toEqual(entry.alternates);
      }
      expect(en.urls.length).toBe(nl.urls.length);
    }
  });

  it('lists category, sale, brand and whole-catalogue pages, without a date', async () => {
    const en = await sitemap('EN', 'plp');
    const urls = en.urls.map((u) => u.url);
    expect(urls).toEqual(expect.arrayContaining(['/women/', '/women/shoes/', '/sale/', '/products/']));
    expect(urls.some((url) => url.startsWith('/brands/'))).toBe(true);
    expect(en.urls.every((u) => u.lastModified === null)).toBe(true);
    const sale = en.urls.find((u) => u.url === '/sale/')!;
    expect(sale.alternates).toContainEqual({ storeCode: 'FR', url: '/soldes/' });
  });

  it('pages through the URLs by offset and limit, in a stable order', async () => {
    const whole = await sitemap('DE', 'pdp');
    const first = await sitemap('DE', 'pdp', 0, 7);
    const second = await sitemap('DE', 'pdp', 7, 7);
    const past = await sitemap('DE', 'pdp', whole.total + 5, 7);
    expect(first.total).toBe(whole.total);
    expect([...first.urls, ...second.urls].map((u) => u.url)).toEqual(whole.urls.slice(0, 14).map((u) => u.url));
    expect(past).toEqual({ total: whole.total, urls: [] });
  });

  it('leaves out the products the English store does not sell (no pound price)', async () => {
    const before = await sitemap('EN', 'pdp');
    await h.query(sql`DELETE FROM product_prices WHERE product_id = (SELECT min(id) FROM products)`);
    const after = await sitemap('EN', 'pdp');
    expect(after.total).toBe(before.total - 1);
    expect((await sitemap('NL', 'pdp')).total).toBe(before.total);
  });

  it('refuses another page type or a negative offset', async () => {
    for (const variables of [{ pageType: 'cms' }, { pageType: 'pdp', offset: -1 }]) {
      const res = await h.gql(SitemapUrls, variables, { store: 'NL' });
      expect(res.code).toBe('INVALID_INPUT');
    }
  });
});
