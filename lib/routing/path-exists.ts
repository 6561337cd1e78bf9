import 'server-only';
import * as prismic from '@prismicio/client';
import { PlpProductCount, UrlRecord, type UrlRecordData } from '@/graphql/catalog';
import { StoreLocatorStoreExists } from '@/graphql/store-locator';
import { plpPageCount } from '@/lib/commerce/plp';
import { isListRecord, recordFilters } from '@/lib/catalog/record-filters';
import { DEFAULT_PLP_STATE, plpQuery, searchFilters, type PlpState } from '@/lib/catalog/plp-state';
import { processApolloClient } from '@/lib/apollo/server-client';
import { getProductUrlBySku } from '@/lib/commerce/product-url';
import { createPrismicClient } from '@/lib/prismic/client';
import { PRISMIC_LANG_BY_STORE } from '@/lib/prismic/lang';
import type { StoreCode } from '@/lib/stores';
import { blogPathExists } from '@/lib/prismic/blog-exists';
import { lookbookPathExists } from '@/lib/prismic/lookbook-queries';
import { pageCacheTags } from '@/lib/cache/page-tags';
import { pathAnswers, type PathAnswer } from './path-answers';
import { pageRouteOf } from './page-route';
import { resolveStorefrontPath, type PathReader } from './resolve-path';

/**
 * Whether a storefront path has a page (spec §2 '/{slug}', '/products/{sku}'), as the one path
 * resolver (`resolve-path.ts`) decides it with reads that need no page cache, and the cache tags of
 * its response (`lib/cache/page-tags.ts`): proxy.ts asks before rendering, so an unknown URL is
 * answered by the server-rendered 404 page with status 404 (Next renders `notFound()` thrown during
 * a page render on the client only), stamps the tags for the HTTP cache, and picks the route that
 * renders it (`page-route.ts`). Answers are kept 60 s
 * (`path-answers.ts`); when a back end cannot answer, the path counts as existing (the page itself
 * still 404s) with the tags every page has, and nothing is kept.
 *
 * @param pathname canonical path with trailing slash, as requested (percent-escaped)
 * @param state the requested list state (proxy.ts passes what `listState` read from the query)
 */
export async function storefrontPathLookup(
  store: StoreCode,
  pathname: string,
  state: PlpState = DEFAULT_PLP_STATE,
): Promise<PathAnswer> {
  const answers = pathAnswers();
  const query = plpQuery(state);
  const key = `${store}|${pathname}|${query}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  let answer: PathAnswer;
  try {
    const resolved = await resolveStorefrontPath(pathname, state, existenceReader(store));
    answer = {
      exists: resolved.kind !== 'unknown',
      tags: pageCacheTags(resolved),
      route: pageRouteOf(resolved, isListRecord, query === ''),
    };
  } catch (error) {
    console.error(`[routing] could not look up ${pathname} (${store}); serving it`, error);
    return { exists: true, tags: pageCacheTags(null), route: 'storefront-path' };
  }
  answers.set(key, answer);
  return answer;
}

/** `true` for a found page, null for none: the resolver's reader contract. */
const found = (exists: boolean): true | null => (exists ? true : null);

/**
 * Existence checks without the page cache (proxy.ts cannot use `'use cache'`): commerce over the
 * process's default Apollo client, content with the Prismic client (published documents only).
 */
function existenceReader(store: StoreCode): PathReader<true, UrlRecordData, true, true, true> {
  const client = processApolloClient('default');
  const lang = PRISMIC_LANG_BY_STORE[store];
  const countProducts = async (variables: { search?: string; filters: { name: string; values: string[] }[] }) => {
    const { data, error } = await client.query({ query: PlpProductCount, variables, context: { store } });
    if (error) throw error;
    return plpPageCount(data?.search.productData.totalCount ?? 0);
  };
  return {
    product: async (sku) => found((await getProductUrlBySku(store, sku)) !== null),
    physicalStore: async (reference) => {
      const { data, error } = await client.query({
        query: StoreLocatorStoreExists,
        variables: { reference },
        context: { store },
      });
      if (error) throw error;
      return found(Boolean(data?.physicalStore));
    },
    urlRecord: async (url) => {
      const { data, error } = await client.query({ query: UrlRecord, variables: { url }, context: { store } });
      if (error) throw error;
      return data?.url ?? null;
    },
    isList: isListRecord,
    listPageCount: (record, state) => countProducts({ filters: [...recordFilters(record), ...searchFilters(state)] }),
    searchPageCount: (state) => countProducts({ search: state.search ?? '', filters: searchFilters(state) }),
    blog: async (url, page) => found(await blogPathExists(lang, url, page)),
    lookbook: async (url, page) => found(await lookbookPathExists(lang, page > 1 ? `${url}?page=${page}` : url)),
    contentPage: async (uid) => found(await contentPageExists(lang, uid)),
  };
}

async function contentPageExists(lang: string, uid: string): Promise<boolean> {
  try {
    await createPrismicClient().getByUID('cms_page', uid, { lang });
    return true;
  } catch (error) {
    if (error instanceof prismic.NotFoundError && !(error instanceof prismic.RepositoryNotFoundError)) return false;
    throw error;
  }
}
