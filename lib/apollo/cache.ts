import { InMemoryCache, type InMemoryCacheConfig } from '@apollo/client';

/** Cache id of the visitor's cart: a singleton, one cart per context (spec §3 Cart). */
export const CART_CACHE_ID = 'Cart:{}';

/**
 * How the storefront's Apollo caches normalise commerce data (docs/architecture.md 'Storefront data layer'):
 * `Context` and `Cart` are singletons (`keyFields: []`; the token that would identify them never
 * reaches the browser), so a cart returned by any mutation replaces the one every island reads.
 * Line items, products and variants normalise by id.
 */
export const COMMERCE_CACHE_CONFIG: InMemoryCacheConfig = {
  typePolicies: {
    Context: { keyFields: [] },
    Cart: {
      keyFields: [],
      fields: {
        // A mutation's cart is the whole truth: replace the lists, never merge them.
        items: { merge: false },
        deliveries: { merge: false },
        errors: { merge: false },
      },
    },
  },
};

/** A plain Apollo cache with {@link COMMERCE_CACHE_CONFIG} (server clients, tests, the manifest). */
export function createCommerceCache(): InMemoryCache {
  return new InMemoryCache(COMMERCE_CACHE_CONFIG);
}
