/**
 * Addresses of the store locator and the store pages (spec §2 '/geschaefte/', '/geschaefte/{reference}/'):
 * each storefront links to its own language's path (`/winkels/` in nl, `/magasins/` in fr,
 * `/geschaefte/` in de), which is also the canonical one (lib/routing/localised-routes.ts). Pure.
 */
import { localisedRoutePath, type RouteLanguage } from '@/lib/routing/localised-routes';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

/** The store locator's path in `language` (`/winkels/`). */
export function storeLocatorPath(language: RouteLanguage): string {
  return localisedRoutePath('geschaefte', language);
}

/** The same locator page in every storefront, each at its own language's path (for hreflang and sitemaps). */
export function everyStorefrontPath(path: (language: RouteLanguage) => string): Partial<Record<StoreCode, string>> {
  return Object.fromEntries(STORE_CODES.map((code) => [code, path(STOREFRONTS[code].language)]));
}

/** The page of the store `reference` in `language` (`/winkels/kalverstraat-amsterdam/`), its reference escaped. */
export function storePagePath(language: RouteLanguage, reference: string): string {
  return localisedRoutePath('geschaefte', language, `${encodeURIComponent(reference)}/`);
}
