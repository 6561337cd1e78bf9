import type * as s from '../db/schema';
import { STORES, STORE_KEYS, type Lang } from '../config/stores';
import { BRANDS, ROOTS, slugify, type Gender } from './data';

type UrlRow = typeof s.urlRecords.$inferInsert;

/** The sale page of each language: its URL and title (the search overlay's sale words lead here). */
export const SALE_PAGE: Record<Lang, { url: string; label: string }> = {
  nl: { url: '/sale/', label: 'Sale' },
  fr: { url: '/soldes/', label: 'Soldes' },
  de: { url: '/sale/', label: 'Sale' },
  en: { url: '/sale/', label: 'Sale' },
};

/** The whole catalogue's title per language (spec §2 '/products/': list). */
export const ALL_PRODUCTS_LABEL: Record<Lang, string> = {
  nl: 'Alle producten',
  fr: 'Tous les produits',
  de: 'Alle Produkte',
  en: 'All products',
};

/** `/brands/{slug}/` (spec §2: the slug may contain slashes, here `/brands/velora/dames/`). */
export function brandUrl(brand: string, rootSlug?: string): string {
  return `/brands/${slugify(brand)}/${rootSlug ? `${rootSlug}/` : ''}`;
}

/**
 * URL records of the list pages that are not a category (spec §3 'URL record': preset filters for a
 * sale or brand page), in every store: the sale page (`filters.sale`, sorted by discount), `/products/` (the whole
 * catalogue: no category, no filter) and per brand `/brands/{slug}/` plus its women's and men's
 * pages `/brands/{slug}/{dames|heren|…}/` (the brand filter within the top category). Records of
 * one page share category and filters across stores, which is how `esUrlsGlobal` finds a page's URL
 * in the other stores. `rootIds`: the level-1 category id per gender.
 */
export function presetListRecords(rootIds: Record<Gender, number>): UrlRow[] {
  const rows: UrlRow[] = [];
  for (const storeKey of STORE_KEYS) {
    const lang = STORES[storeKey].lang;
    const list = (row: Omit<UrlRow, 'storeKey' | 'pageType'>) => rows.push({ storeKey, pageType: 'plp', ...row });
    list({
      url: SALE_PAGE[lang].url,
      categoryId: null,
      label: SALE_PAGE[lang].label,
      gender: null,
      parents: [],
      filters: { sale: ['true'] },
      // The point of the page is the discount: the biggest first (spec §3 'URL record' sort fields).
      sort: 'sale',
    });
    list({
      url: '/products/',
      categoryId: null,
      label: ALL_PRODUCTS_LABEL[lang],
      gender: null,
      parents: [],
      filters: {},
    });
    for (const brand of BRANDS) {
      const filters = { brand: [slugify(brand)] };
      list({ url: brandUrl(brand), categoryId: null, label: brand, gender: null, parents: [], filters });
      for (const gender of ['women', 'men'] as Gender[]) {
        list({
          url: brandUrl(brand, ROOTS[gender].slug[lang]),
          categoryId: rootIds[gender],
          label: ROOTS[gender].name[lang],
          gender,
          parents: [{ label: brand, url: brandUrl(brand) }],
          filters,
        });
      }
    }
  }
  return rows;
}
