import { RecentlyViewedProducts, type RecentlyViewedProduct } from '@/graphql/recently-viewed';
import { browserApolloClient } from '@/lib/apollo/browser-client';

/** Products the recently viewed list shows at most (one row of four on a desktop, two on a phone). */
export const RECENTLY_VIEWED_SHOWN = 8;

/**
 * The SKUs to show: the persisted list (newest first, no duplicates, spec §4 'Recently viewed')
 * without the product on screen, at most {@link RECENTLY_VIEWED_SHOWN}.
 */
export function recentlyViewedToShow(recentlyViewed: readonly string[], current?: string): string[] {
  return recentlyViewed.filter((sku) => sku !== current).slice(0, RECENTLY_VIEWED_SHOWN);
}

/**
 * Loads the products of `skus` on the browser's Apollo client and returns them in the order of
 * `skus` (SKUs the catalogue no longer has are left out). Rejects when the request fails.
 */
export async function loadRecentlyViewed(skus: readonly string[]): Promise<RecentlyViewedProduct[]> {
  if (skus.length === 0) return [];
  const { data } = await browserApolloClient().query({
    query: RecentlyViewedProducts,
    variables: { skus: [...skus], itemsPerPage: skus.length },
    fetchPolicy: 'cache-first',
  });
  const bySku = new Map((data?.search.productData.products ?? []).map((product) => [product.sku, product]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}
