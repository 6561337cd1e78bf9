/**
 * Cache tags of the storefront's cached reads (docs/architecture.md 'Caching and revalidation'), revalidated by
 * `/api/revalidate` and by the embedded back end's change events.
 */
export const CACHE_TAGS = {
  /** Every catalog read: URL records, lists, product pages, store config. */
  catalog: 'catalog',
  /** Every published content read. */
  prismic: 'prismic',
  /** One product's page data (style-colour SKU `NNNNNN.NNN`): stock, price, content. */
  product: (sku: string) => `product:${sku}`,
  /** One Prismic document by id. */
  document: (id: string) => `document:${id}`,
} as const;
