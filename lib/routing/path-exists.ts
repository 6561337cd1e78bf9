import 'server-only';
import * as prismic from '@prismicio/client';
import { LRUCache } from 'lru-cache';
import { PlpProductCount, UrlRecord } from '@/graphql/catalog';
import { plpPageCount } from '@/lib/commerce/plp';
import { isListRecord, recordFilters } from '@/lib/catalog/record-filters';
import { DEFAULT_PLP_STATE, isRefined, plpQuery, searchFilters, type PlpState } from '@/lib/catalog/plp-state';
import { processApolloClient } from '@/lib/apollo/server-client';
import { getProductUrlBySku } from '@/lib/commerce/product-url';
import { createPrismicClient } from '@/lib/prismic/client';
import { PRISMIC_LANG_BY_STORE } from '@/lib/prismic/lang';
import type { StoreCode } from '@/lib/stores';
import { blogPathExists } from '@/lib/prismic/blog-exists';
import { lookbookPathExists } from '@/lib/prismic/lookbook-queries';
import { classifyStorefrontPath, SEARCH_RESULTS_PATH, SKU_PATTERN } from './storefront-path';

/** How long an answer is kept, in ms: as long as the catalog and content reads it mirrors (60 s). */
export const PATH_EXISTS_TTL_MS = 60_000;

/** Answers kept per process (store × path); least recently used go first. */
const MAX_ENTRIES = 10_000;

const answers = new LRUCache<string, boolean>({ max: MAX_ENTRIES, ttl: PATH_EXISTS_TTL_MS });

/**
 * Whether a storefront path has a page (spec §2 '/{slug}', '/products/{sku}'): an app route (not an
 * internal rewrite target), a
 * product by SKU, a commerce URL record of the store, or a published content page by uid. proxy.ts
 * asks before rendering so an unknown URL is answered by the server-rendered 404 page with status
 * 404 (Next renders `notFound()` thrown during a page render on the client only). Answers are kept
 * {@link PATH_EXISTS_TTL_MS}; when a back end cannot answer the path counts as existing (the page
 * itself still 404s) and nothing is kept. A list state exists only where a list has it: filters
 * and a sort only on a PLP; a later page (`?page=N`, N > 1) on a PLP with that many pages of
 * (filtered) products, a lookbook or blog list with N pages; no other page takes a list state (nor
 * fills the page cache with copies of itself).
 *
 * @param pathname canonical path with trailing slash, as requested (percent-escaped)
 * @param state the requested list state (proxy.ts passes what `listState` read from the query)
 */
export async function storefrontPathExists(
  store: StoreCode,
  pathname: string,
  state: PlpState = DEFAULT_PLP_STATE,
): Promise<boolean> {
  if (pathname === SEARCH_RESULTS_PATH) return searchResultsHavePage(store, state);
  const lookup = classifyStorefrontPath(pathname);
  if (lookup.kind === 'app-route') return true;
  if (lookup.kind === 'internal') return false;
  const { page } = state;
  const refined = isRefined(state);
  if ((page > 1 || refined) && lookup.kind === 'product') return false;
  const key = `${store}|${pathname}|${plpQuery(state)}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  let exists: boolean;
  try {
    exists =
      lookup.kind === 'product'
        ? SKU_PATTERN.test(lookup.sku) && (await getProductUrlBySku(store, lookup.sku)) !== null
        : refined
          ? await urlRecordHasPage(store, lookup.url, state)
          : page > 1
            ? (await urlRecordHasPage(store, lookup.url, state)) ||
              (await lookbookPathExists(PRISMIC_LANG_BY_STORE[store], `${lookup.url}?page=${page}`)) ||
              (await blogPathExists(PRISMIC_LANG_BY_STORE[store], lookup.url, page))
            : (await urlRecordHasPage(store, lookup.url, state)) ||
              (await contentPageExists(store, lookup.url.slice(1, -1))) ||
              (await lookbookPathExists(PRISMIC_LANG_BY_STORE[store], lookup.url)) ||
              (await blogPathExists(PRISMIC_LANG_BY_STORE[store], lookup.url));
  } catch (error) {
    console.error(`[routing] could not look up ${pathname} (${store}); serving it`, error);
    return true;
  }
  answers.set(key, exists);
  return exists;
}

/** Forgets every kept answer (after a catalog or content revalidation). */
export function forgetPathAnswers(): void {
  answers.clear();
}

/**
 * Whether the search results page has the requested page: page 1 always (a term without results
 * says so), a later page only with that many pages of results for the term and filters.
 */
async function searchResultsHavePage(store: StoreCode, state: PlpState): Promise<boolean> {
  if (state.page === 1) return true;
  if (!state.search) return false;
  const key = `${store}|${SEARCH_RESULTS_PATH}|${plpQuery(state)}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  try {
    const { data, error } = await processApolloClient('default').query({
      query: PlpProductCount,
      variables: { search: state.search, filters: searchFilters(state) },
      context: { store },
    });
    if (error) throw error;
    const exists = state.page <= plpPageCount(data?.search.productData.totalCount ?? 0);
    answers.set(key, exists);
    return exists;
  } catch (error) {
    console.error(`[routing] could not count the search results (${store}); serving the page`, error);
    return true;
  }
}

/**
 * Whether `url` is a URL record of the store with the list state: any record in the default state,
 * only a PLP when refined (a filtered list without products still shows its empty state), a PLP
 * with enough (filtered) products for a later page.
 */
async function urlRecordHasPage(store: StoreCode, url: string, state: PlpState): Promise<boolean> {
  const client = processApolloClient('default');
  const { data, error } = await client.query({ query: UrlRecord, variables: { url }, context: { store } });
  if (error) throw error;
  const record = data?.url;
  if (!record) return false;
  const refined = isRefined(state);
  if (state.page === 1 && !refined) return true;
  if (!isListRecord(record)) return false;
  if (state.page === 1) return true;
  const count = await client.query({
    query: PlpProductCount,
    variables: { filters: [...recordFilters(record), ...searchFilters(state)] },
    context: { store },
  });
  if (count.error) throw count.error;
  return state.page <= plpPageCount(count.data?.search.productData.totalCount ?? 0);
}

async function contentPageExists(store: StoreCode, uid: string): Promise<boolean> {
  // Content pages live at one level (`/{uid}/`); a uid never holds a slash.
  if (!uid || uid.includes('/')) return false;
  try {
    await createPrismicClient().getByUID('cms_page', uid, { lang: PRISMIC_LANG_BY_STORE[store] });
    return true;
  } catch (error) {
    if (error instanceof prismic.NotFoundError && !(error instanceof prismic.RepositoryNotFoundError)) return false;
    throw error;
  }
}
