/**
 * Products by SKU on the browser's Apollo client (spec §7 Search with the `sku` filter): the guest
 * wishlist page shows them, and a login resolves the guest list's SKUs to the Product.id that
 * addToWishlist takes. Imported only by lazily loaded code, so Apollo stays out of a page's first load.
 */
import { WishlistProducts, type WishlistProductCard } from '@/graphql/wishlist';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { CommerceError } from '@/lib/commerce/errors';

/** Most products one search returns (the back end's itemsPerPage limit). */
const PER_REQUEST = 100;

/**
 * The catalog's products of `skus`, in the order of `skus`; SKUs the catalog no longer has are left
 * out. One request per 100 SKUs. @throws CommerceError when a request fails
 */
export async function productsBySku(skus: readonly string[]): Promise<WishlistProductCard[]> {
  const wanted = [...new Set(skus)];
  const found = new Map<string, WishlistProductCard>();
  for (let start = 0; start < wanted.length; start += PER_REQUEST) {
    const chunk = wanted.slice(start, start + PER_REQUEST);
    try {
      const { data } = await browserApolloClient().query({
        query: WishlistProducts,
        variables: { skus: chunk, itemsPerPage: chunk.length },
        fetchPolicy: 'network-only',
      });
      for (const product of data?.search.productData.products ?? []) found.set(product.sku, product);
    } catch (caught) {
      throw CommerceError.from(caught);
    }
  }
  return wanted.flatMap((sku) => found.get(sku) ?? []);
}
