/**
 * Which storefront paths the app answers itself, and which go to the catch-all lookup (spec §2 routes,
 * the `esUrl` guard). Pure: used by proxy.ts and by tests; no data access.
 */

/**
 * First path segments of the routes under `app/[storefront]/` other than the catch-all. A test keeps
 * this list equal to the folders there, so a new route cannot be mistaken for an unknown URL.
 */
export const APP_ROUTE_SEGMENTS = ['cart', 'checkout', 'legacy-product', 'products'] as const;

/** `NNNNNN.NNN` (spec §3 SKU). */
export const SKU_PATTERN = /^\d{6}\.\d{3}$/;

/** What a storefront path needs before it can be served: nothing, a product by SKU, or a URL lookup. */
export type PathLookup = { kind: 'app-route' } | { kind: 'product'; sku: string } | { kind: 'url'; url: string };

/**
 * Classifies a canonical storefront path (`/dames/schoenen/`, `/products/100108.001/`): app routes
 * need no lookup; `/products/{x}/` needs the product; anything else must be a URL record or a
 * content page (spec §2 '/{slug}'). Percent-escapes are decoded; undecodable paths are URL lookups
 * of the raw path (and will not be found).
 */
export function classifyStorefrontPath(pathname: string): PathLookup {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'app-route' };
  const [first, second] = segments;
  if (first === 'products' && segments.length === 2) return { kind: 'product', sku: safeDecode(second!) };
  if ((APP_ROUTE_SEGMENTS as readonly string[]).includes(first!) && first !== 'products') return { kind: 'app-route' };
  return { kind: 'url', url: `/${segments.map(safeDecode).join('/')}/` };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
