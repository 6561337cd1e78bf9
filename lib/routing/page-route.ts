/**
 * Which app route renders a storefront path (`app/[storefront]/(shop)/…`). The resolver tells a PDP, a PLP, a
 * blog, a lookbook and a content page apart behind one address scheme (`/{slug}/`); proxy.ts, which asks it
 * before rendering, rewrites a PDP and a PLP without a landing page to routes of their own, so each ships the
 * client islands it renders and not every other kind's (Next bundles a route's client components together).
 * Everything else goes to the catch-all route, which renders any kind. Pure: no imports.
 */

/**
 * The internal route segment of a PDP and of a PLP without landing content above it (below the top level, or in
 * a state of its own: a later page, filters, a sort).
 */
export const PAGE_ROUTES = ['product-detail', 'product-list'] as const;

/** The route that renders a path: one of {@link PAGE_ROUTES}, or the catch-all. */
export type PageRoute = (typeof PAGE_ROUTES)[number] | 'storefront-path';

/**
 * Whether a list may have landing content above it (spec §2: a top category's content page with its uid, on the
 * list's first, unfiltered page only). The catch-all's `landingContent` looks for one only then, and proxy.ts sends
 * every other list to {@link PAGE_ROUTES}'s `product-list`.
 *
 * @param firstPage the list state is the default one (page 1, no filter, no sort)
 */
export function mayHaveLanding(
  record: { parents: readonly unknown[]; category_id?: string | null },
  firstPage: boolean,
) {
  return firstPage && record.parents.length === 0 && Boolean(record.category_id);
}

/**
 * The route of what the resolver found at a path (`resolve-path.ts`'s result) in a list state.
 *
 * @param isList whether a URL record lists products (a PLP) rather than being one product's
 * @param firstPage the list state is the default one (page 1, no filter, no sort)
 */
export function pageRouteOf<UrlRecord extends { parents: readonly unknown[]; category_id?: string | null }>(
  resolved: { kind: string; record?: UrlRecord },
  isList: (record: UrlRecord) => boolean,
  firstPage: boolean,
): PageRoute {
  if (resolved.kind !== 'url-record' || !resolved.record) return 'storefront-path';
  if (!isList(resolved.record)) return 'product-detail';
  return mayHaveLanding(resolved.record, firstPage) ? 'storefront-path' : 'product-list';
}
