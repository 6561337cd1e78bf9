/**
 * The promotion banners (content/documents/promo_banner) and the catalogue agree: a banner that
 * promises a discount ('up to 50%') links to the sale page of its language, and that page's
 * products in every storefront of that language reach exactly that discount, never more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KEYS, STORES } from '../config/stores';
import { SALE_PAGE } from '../seed/list-pages';
import { startShop, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  ({ h } = await startShop());
});
afterAll(async () => h?.stop());

const DIR = path.resolve(import.meta.dirname, '../../content/documents/promo_banner');
const banners = readdirSync(DIR).flatMap((file) => {
  const doc = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as {
    lang: string;
    data: { banners: { text: string; link: { url?: string } }[] };
  };
  return doc.data.banners.map((banner) => ({ lang: doc.lang, ...banner }));
});
const promises = banners.filter((banner) => /\d+\s?%/.test(banner.text));

const SALE = `query S($page: Int) {
  search(search: "", plp: true, itemsPerPage: 100, page: $page, filters: [{ name: "sale", values: ["1"] }]) {
    productData { products { sku discount isSale } totalCount }
  }
}`;

/** The highest discount (in %) the sale page shows in `store`. */
async function highestDiscount(store: (typeof STORE_KEYS)[number]): Promise<number> {
  let highest = 0;
  for (let page = 1; ; page++) {
    const res = await h.gql(SALE, { page }, { store });
    expect(res.errors).toBeUndefined();
    const { products, totalCount } = res.data!.search.productData;
    for (const product of products) highest = Math.max(highest, product.discount ?? 0);
    if (page * 100 >= totalCount) return highest;
  }
}

describe('promotion banners and the catalogue agree', () => {
  it('there are banners that promise a discount, in every language', () => {
    expect(new Set(promises.map((banner) => banner.lang.slice(0, 2)))).toEqual(new Set(['nl', 'fr', 'de', 'en']));
  });

  it.each(promises.map((banner) => [banner.lang, banner.text, banner] as const))(
    '%s "%s" links to the sale page and the catalogue reaches its discount, not more',
    async (lang, text, banner) => {
      const language = lang.slice(0, 2) as keyof typeof SALE_PAGE;
      expect(banner.link.url).toBe(SALE_PAGE[language].url);
      const promised = Number(/(\d+)\s?%/.exec(text)![1]);
      // Every storefront of the banner's language (nl-nl and nl-be are read by the Dutch ones).
      const stores = STORE_KEYS.filter((store) => STORES[store].lang === language);
      expect(stores.length).toBeGreaterThan(0);
      for (const store of stores) expect(await highestDiscount(store), store).toBe(promised);
    },
  );
});
