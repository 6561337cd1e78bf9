/**
 * The shape of a storefront path before anything is looked up (spec §2 routes, the `esUrl` guard):
 * an app route of `app/[storefront]/` (the generated {@link APP_ROUTES}), an internal rewrite
 * target, `/products/{sku}/`, or a URL that only the back ends can answer. Pure: used by proxy.ts,
 * the path resolver (`resolve-path.ts`) and tests; no data access.
 */
import { DEFAULT_PLP_STATE, parsePlpState, plpQuery, type PlpState } from '@/lib/catalog/plp-state';
import { APP_ROUTES } from './app-routes';
import { localisedRouteOf } from './localised-routes';
import { PAGE_ROUTES } from './page-route';

/**
 * App routes only proxy.ts rewrites to (legacy product links, list states, PDPs and PLPs): a shopper's request for
 * them directly is an unknown URL. Each is the first segment of an {@link APP_ROUTES} entry (a test
 * checks it).
 */
export const INTERNAL_ROUTE_SEGMENTS = ['legacy-product', 'list-page', ...PAGE_ROUTES] as const;

/** The product page by SKU (spec §2 '/products/{sku}'), an app route whose existence is the product's. */
const PRODUCT_BY_SKU_ROUTE = 'products/[sku]';

/** A physical store's page (spec §2 '/geschaefte/{reference}/'), an app route whose existence is the store's. */
const PHYSICAL_STORE_ROUTE = 'geschaefte/[reference]';

/** A store reference as the back end makes them: a slug of the title (and street), at most 120 characters. */
export const STORE_REFERENCE_PATTERN = /^(?=.{1,120}$)[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u;

/** The search results page (spec §2 '/search/', query parameter q). */
export const SEARCH_RESULTS_PATH = '/search/';

/** `NNNNNN.NNN` (spec §3 SKU). */
export const SKU_PATTERN = /^\d{6}\.\d{3}$/;

/** What a storefront path needs before it can be served: nothing, a product by SKU, or a URL lookup. */
export type PathLookup =
  | { kind: 'app-route' }
  | { kind: 'internal' }
  | { kind: 'product'; sku: string }
  | { kind: 'physical-store'; reference: string }
  | { kind: 'url'; url: string };

/** One route pattern as segment matchers: a literal, `[x]` (one segment) or `[...x]` (one or more). */
type SegmentMatcher = { literal: string } | { one: true } | { rest: true };

const ROUTE_MATCHERS: ReadonlyArray<{ route: string; segments: SegmentMatcher[] }> = APP_ROUTES.map((route) => ({
  route,
  segments: route.split('/').map((part): SegmentMatcher => {
    if (/^\[\.\.\.[^\]]+\]$/.test(part)) return { rest: true };
    if (/^\[[^\]]+\]$/.test(part)) return { one: true };
    return { literal: part };
  }),
}));

/** The app route pattern `segments` (decoded) match, e.g. `customer/orders/[id]`, or null. */
export function matchAppRoute(segments: readonly string[]): string | null {
  for (const { route, segments: matchers } of ROUTE_MATCHERS) {
    const rest = matchers.at(-1);
    const fits = rest && 'rest' in rest ? segments.length >= matchers.length : segments.length === matchers.length;
    if (fits && matchers.every((matcher, i) => !('literal' in matcher) || matcher.literal === segments[i])) {
      return route;
    }
  }
  return null;
}

/**
 * Classifies a canonical storefront path (`/dames/schoenen/`, `/products/100108.001/`): the home
 * page and app routes need no lookup (a path under an app folder that no route matches, such as
 * `/account/x/`, is a URL like any other); internal ones are not for shoppers; `/products/{x}/`
 * needs the product and `/geschaefte/{reference}/` the physical store (under each language's word
 * too, `localised-routes.ts`: `/winkels/`, `/magasins/`); anything else must be a URL record, a
 * blog, lookbook or content page (spec §2 '/{slug}'). Percent-escapes are decoded; undecodable
 * segments stay as they are (and will not be found).
 */
export function classifyStorefrontPath(pathname: string): PathLookup {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return { kind: 'app-route' };
  if ((INTERNAL_ROUTE_SEGMENTS as readonly string[]).includes(segments[0]!)) return { kind: 'internal' };
  const localised = localisedRouteOf(segments[0]!);
  const route = matchAppRoute(localised ? [localised, ...segments.slice(1)] : segments);
  if (route === PRODUCT_BY_SKU_ROUTE) return { kind: 'product', sku: segments[1]! };
  if (route === PHYSICAL_STORE_ROUTE) return { kind: 'physical-store', reference: segments[1]! };
  if (route) return { kind: 'app-route' };
  return { kind: 'url', url: `/${segments.join('/')}/` };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The internal path of a refined or later list page (spec §2 '?page=N'; filters and sort in the
 * URL, docs/architecture.md 'Caching and revalidation'): `/dames/schoenen/` with
 * `?brand=nike&page=2` → `/list-page/brand%3Dnike%26page%3D2/dames/schoenen/` (the canonical query,
 * {@link plpQuery}), so each state is a path of its own in the page cache and no page reads the
 * query string. Null for the default state and for app routes (the cart and checkout take no list
 * state).
 */
export function listPagePath(pathname: string, search: string): string | null {
  if (classifyStorefrontPath(pathname).kind !== 'url') return null;
  const query = plpQuery(listState(pathname, search));
  return query ? `/list-page/${encodeURIComponent(query)}${pathname}` : null;
}

/**
 * The internal path of a page that renders in a route of its own (`page-route.ts`): a PDP at
 * `/product-detail/{path}`; a PLP at `/product-list/{state}/{path}`, its state as in {@link listPagePath}
 * (`page=1` for the default), so each state is cached as a path of its own.
 */
export function pageRoutePath(route: (typeof PAGE_ROUTES)[number], pathname: string, search: string): string {
  if (route === 'product-detail') return `/product-detail${pathname}`;
  const query = plpQuery(listState(pathname, search)) || 'page=1';
  return `/product-list/${encodeURIComponent(query)}${pathname}`;
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
