/**
 * The browser's part of the recently viewed list: its products' query. Imported only by the lazily
 * loaded list, so Apollo never rides in a PDP's first load (what to show: `recently-viewed-skus.ts`).
 */
import { RecentlyViewedProducts, type RecentlyViewedProduct } from '@/graphql/recently-viewed';
import { browserApolloClient } from '@/lib/apollo/browser-client';

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
