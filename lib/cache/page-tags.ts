import { CACHE_TAGS } from './tags';

/**
 * What a storefront path turned out to be (`lib/routing/resolve-path.ts`), as far as its cache tags
 * go: a product page by SKU, or a URL record of a product (its `sku`, `NNNNNN.NNN`); anything else.
 */
export type TaggedPath =
  | { kind: 'product'; sku: string }
  | { kind: 'url-record'; record: { sku?: string | null } }
  | { kind: 'app-route' | 'blog' | 'lookbook' | 'content' | 'unknown' };

/**
 * The cache tags a page's response carries for the HTTP cache in front of the shop (the `xkey`
 * header, docs/architecture.md 'HTTP cache'): the tags its cached reads carry, so that purging a tag
 * there drops the pages Next renders again for it. Every page reads content (header, footer,
 * banners: `prismic`) and the catalog (menus, product cards: `catalog`); a product page also its
 * product's (`product:<sku>`: its stock). A Prismic publish and a price change purge every page, as
 * they expire every page's reads; a stock change purges that product's pages only.
 */
export function pageCacheTags(path: TaggedPath | null): string[] {
  const tags: string[] = [CACHE_TAGS.catalog, CACHE_TAGS.prismic];
  const sku = path?.kind === 'product' ? path.sku : path?.kind === 'url-record' ? path.record.sku : null;
  if (sku) tags.push(CACHE_TAGS.product(sku));
  return tags;
}
