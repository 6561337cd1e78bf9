import 'server-only';
import { getAlternateUrls, getPdp } from '@/lib/commerce/queries';
import { blogAlternatePath } from '@/lib/prismic/blog';
import { lookbookAlternatePath } from '@/lib/prismic/lookbooks';
import { STOREFRONTS, type StoreCode } from '@/lib/stores';
import { DEFAULT_PLP_STATE, plpHref, type PlpState } from '@/lib/catalog/plp-state';
import { resolvePathIn } from './page-path';
import { relocalisedPath } from './localised-routes';

/** A page path as the switcher sends it: root-relative, slash-terminated, no query, bounded. */
const PAGE_PATH = /^\/(?:[\w~.%-]+\/)*$/;

/**
 * The same page in another storefront (spec §2 'Header': the switcher keeps the shopper on the
 * page; §7 'Stores and alternate urls'), for what the path resolver (`resolve-path.ts`) finds at
 * `path` in `from`: a product or category page becomes its URL in `to` (commerce's alternate URLs:
 * same SKU, same category and preset filters); a blog, lookbook or content page becomes its translation in
 * `to`'s language (Prismic `alternate_languages`); the store locator and a store page become the
 * same page under `to`'s language's word (`/winkels/x/` → `/magasins/x/`), every other app route (the cart,
 * checkout, account) the same path, search results with their search text and filters; `/products/{sku}/` the same where `to` sells it; anything else, or a page
 * `to` does not have, is `to`'s home `/`. A list keeps `state` (its filters and sort, read from the page's query) from
 * page 1. `path` is untrusted input: it is only looked up, never returned unless the resolver found
 * a content page there; `state` is re-written from its parsed, validated values.
 */
export async function alternatePath(
  from: StoreCode,
  to: StoreCode,
  path: string | null,
  state: PlpState = DEFAULT_PLP_STATE,
): Promise<string> {
  if (!path || path === '/' || path.length > 300 || !PAGE_PATH.test(path) || path.includes('..')) return '/';
  const fromLang = STOREFRONTS[from].prismicLang;
  const toLang = STOREFRONTS[to].prismicLang;
  const resolved = await resolvePathIn(STOREFRONTS[from], path, DEFAULT_PLP_STATE);
  switch (resolved.kind) {
    case 'url-record': {
      const url = (await getAlternateUrls(from, resolved.record.id))[to];
      if (!url) return '/';
      // A list keeps its filters and sort (store-independent values), from its first page.
      return resolved.pdp ? url : plpHref(url, { ...state, page: 1 });
    }
    case 'blog':
      return (await blogAlternatePath(fromLang, toLang, path)) ?? '/';
    case 'lookbook':
      return fromLang === toLang ? path : ((await lookbookAlternatePath(toLang, resolved.lookbook)) ?? '/');
    case 'app-route': {
      // Every storefront has the same app routes (cart, checkout, account, …), some under its language's word;
      // the search results keep the search text and the filters.
      const route = relocalisedPath(path, STOREFRONTS[to].language) ?? path;
      return state.search ? plpHref(route, { ...state, page: 1 }) : route;
    }
    case 'product':
      // `/products/{sku}/` where `to` sells the product.
      return (await getPdp(to, resolved.sku)) ? path : '/';
    case 'content': {
      if (fromLang === toLang) return path;
      const translation = resolved.content.alternate_languages.find((alternate) => alternate.lang === toLang);
      return translation?.uid && translation.uid !== 'home' ? `/${translation.uid}/` : '/';
    }
    default:
      return '/';
  }
}
