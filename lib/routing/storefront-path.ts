/**
 * Which storefront paths the app answers itself, and which go to the catch-all lookup (spec §2 routes,
 * the `esUrl` guard). Pure: used by proxy.ts and by tests; no data access.
 */
import { DEFAULT_PLP_STATE, parsePlpState, plpQuery, type PlpState } from '@/lib/catalog/plp-state';

/**
 * First path segments of the routes under `app/[storefront]/` other than the catch-all. A test keeps
 * this list equal to the folders there, so a new route cannot be mistaken for an unknown URL.
 */
export const APP_ROUTE_SEGMENTS = [
  'account',
  'cart',
  'checkout',
  'customer',
  'empty-layout',
  'legacy-product',
  'list-page',
  'newsletter',
  'preview',
  'prismic-preview',
  'products',
  'search',
  'slice-simulator',
  'wishlist',
] as const;

/**
 * App routes only proxy.ts rewrites to (legacy product links, later PLP pages): a shopper's request
 * for them directly is an unknown URL.
 */
export const INTERNAL_ROUTE_SEGMENTS = ['legacy-product', 'list-page'] as const;

/**
 * The newsletter settings page (spec §2 '/newsletter/einstellungen/{hash}/'): the only page under
 * `/newsletter/`; any other path there is looked up like any URL (and is unknown unless an editor
 * made a content page of it).
 */
const NEWSLETTER_SETTINGS = /^\/newsletter\/einstellungen\/[^/]+\/$/;

/** The search results page (spec §2 '/search/', query parameter q). */
export const SEARCH_RESULTS_PATH = '/search/';

/** `NNNNNN.NNN` (spec §3 SKU). */
export const SKU_PATTERN = /^\d{6}\.\d{3}$/;

/** What a storefront path needs before it can be served: nothing, a product by SKU, or a URL lookup. */
export type PathLookup =
  { kind: 'app-route' } | { kind: 'internal' } | { kind: 'product'; sku: string } | { kind: 'url'; url: string };

/**
 * Classifies a canonical storefront path (`/dames/schoenen/`, `/products/100108.001/`): app routes
 * need no lookup; internal ones are not for shoppers; `/products/{x}/` needs the product; anything else must be a URL record or a
 * content page (spec §2 '/{slug}'). Percent-escapes are decoded; undecodable paths are URL lookups
 * of the raw path (and will not be found).
 */
export function classifyStorefrontPath(pathname: string): PathLookup {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'app-route' };
  const [first, second] = segments;
  if (first === 'products' && segments.length === 2) return { kind: 'product', sku: safeDecode(second!) };
  if ((INTERNAL_ROUTE_SEGMENTS as readonly string[]).includes(first!)) return { kind: 'internal' };
  if (first === 'newsletter' && NEWSLETTER_SETTINGS.test(pathname)) return { kind: 'app-route' };
  if ((APP_ROUTE_SEGMENTS as readonly string[]).includes(first!) && first !== 'products' && first !== 'newsletter') {
    return { kind: 'app-route' };
  }
  return { kind: 'url', url: `/${segments.map(safeDecode).join('/')}/` };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The internal path of a refined or later list page (spec §2 '?page=N'; issue 8 filters and sort
 * in the URL): `/dames/schoenen/` with `?brand=nike&page=2` → `/list-page/brand%3Dnike%26page%3D2/dames/schoenen/`
 * (the canonical query, {@link plpQuery}), so each state is a path of its own in the page cache
 * and no page reads the query string. Null for the default state and for app routes (the cart and
 * checkout take no list state).
 */
export function listPagePath(pathname: string, search: string): string | null {
  if (classifyStorefrontPath(pathname).kind !== 'url') return null;
  const query = plpQuery(listState(pathname, search));
  return query ? `/list-page/${encodeURIComponent(query)}${pathname}` : null;
}

/**
 * The list state a request asks for: from its query on a path that can be a list (without search
 * text) and on the search results page (with it), else the default.
 */
export function listState(pathname: string, search: string): PlpState {
  if (pathname === SEARCH_RESULTS_PATH) return parsePlpState(search);
  return classifyStorefrontPath(pathname).kind === 'url'
    ? { ...parsePlpState(search), search: null }
    : DEFAULT_PLP_STATE;
}
