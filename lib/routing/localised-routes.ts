/**
 * App routes that answer under a word of each language as well (spec §2 routes '/geschaefte/' and
 * '/geschaefte/{reference}/'; docs/decisions/0024-store-locator-routes-and-caching.md): the route
 * folder keeps the spec's name, each language has its own first segment, and every one of them
 * answers on every storefront. A storefront's canonical address is its own language's. Pure: read
 * by the path classification (`storefront-path.ts`), proxy.ts's rewrite and the pages' links.
 */

/** The languages of the storefronts' copy (`Storefront.language`). */
export type RouteLanguage = 'nl' | 'fr' | 'de' | 'en';

/** Route folder → its first path segment per language. */
export const LOCALISED_ROUTES = {
  geschaefte: { nl: 'winkels', fr: 'magasins', de: 'geschaefte', en: 'stores' },
} as const satisfies Record<string, Record<RouteLanguage, string>>;

export type LocalisedRoute = keyof typeof LOCALISED_ROUTES;

/** Each localised first segment → the route folder it stands for (`winkels` → `geschaefte`). */
const ROUTE_OF_SEGMENT: ReadonlyMap<string, LocalisedRoute> = new Map(
  (Object.entries(LOCALISED_ROUTES) as [LocalisedRoute, Record<RouteLanguage, string>][]).flatMap(([route, words]) =>
    Object.values(words).map((word) => [word, route] as const),
  ),
);

/** The route folder a first path segment stands for (`winkels`, `magasins` → `geschaefte`), or null. */
export function localisedRouteOf(segment: string): LocalisedRoute | null {
  return ROUTE_OF_SEGMENT.get(segment) ?? null;
}

/**
 * The app-route path a localised path is served by: `/winkels/x/` → `/geschaefte/x/`; any other
 * path unchanged. proxy.ts rewrites to it.
 */
export function appRoutePath(pathname: string): string {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const route = match ? localisedRouteOf(match[1]!) : null;
  return route ? `/${route}${match![2] ?? '/'}` : pathname;
}

/**
 * A path of a localised route in `language`: `localisedRoutePath('geschaefte', 'nl')` →
 * `/winkels/`, with `rest` (already escaped, slash-terminated: `abc/`) after it.
 */
export function localisedRoutePath(route: LocalisedRoute, language: RouteLanguage, rest = ''): string {
  return `/${LOCALISED_ROUTES[route][language]}/${rest}`;
}

/**
 * The same page of a localised route in `language` (`/magasins/x/` → `/winkels/x/` in nl), for the
 * store switcher and hreflang alternates; null for a path of no localised route.
 */
export function relocalisedPath(pathname: string, language: RouteLanguage): string | null {
  const match = /^\/([^/]+)\/(.*)$/.exec(pathname);
  const route = match ? localisedRouteOf(match[1]!) : null;
  return route ? localisedRoutePath(route, language, match![2]) : null;
}
