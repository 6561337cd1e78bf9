import {
  ANY_OTHER_HOST,
  configuredDomainMap,
  FALLBACK_STORE,
  STORE_CODES,
  STOREFRONTS,
  type HostStores,
  type StoreCode,
} from '../stores';

/** Hosts served over plain HTTP on a developer's machine: localhost, `*.localhost` and IPv4 addresses. */
const LOCAL_HOST = /^(?:localhost|.+\.localhost|\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The public origin of a storefront (`https://www.example.be`): the host of the domain map that
 * serves `code` with the fewest other stores (a country's own domain before a host that serves
 * every store), over HTTPS; local hosts over HTTP on `port` (`PORT`, default 3000). Absolute URLs
 * need it where no request is at hand: canonical and hreflang links, structured data (spec §2
 * 'Content page'). Falls back to `http://localhost:{port}` when no host serves the store.
 */
export function storefrontOrigin(
  code: StoreCode,
  domainMap: Map<string, HostStores> = configuredDomainMap(),
  port: string = process.env.PORT || '3000',
): string {
  let best: { host: string; stores: number } | null = null;
  for (const [host, stores] of domainMap) {
    if (host === ANY_OTHER_HOST) continue;
    if (stores.includes(code) && (!best || stores.length < best.stores)) best = { host, stores: stores.length };
  }
  const host = best?.host ?? 'localhost';
  return LOCAL_HOST.test(host) ? `http://${host}:${port}` : `https://${host}`;
}

/**
 * The origins of every storefront host of the domain map, as CSP sources: `https://www.example.be`;
 * a local host over HTTP on any port (`http://be.localhost:*`). A form may post to the shop's own
 * hosts: the store switch answers 303 to another storefront's host, and Chrome checks every hop of
 * a form's redirects against `form-action`.
 */
export function storefrontOriginSources(domainMap: Map<string, HostStores> = configuredDomainMap()): string[] {
  return [...domainMap.keys()]
    .filter((host) => host !== ANY_OTHER_HOST)
    .map((host) => (LOCAL_HOST.test(host) ? `http://${host}:*` : `https://${host}`));
}

/**
 * hreflang alternates (Next `alternates.languages`: locale → absolute URL) of a page from its
 * root-relative path per storefront (`{ BENL: '/over-ons/' }` → `{ 'nl-BE':
 * 'http://nl.be.localhost:3000/over-ons/', 'x-default': … }`), in store order: one URL per
 * language-region, each on its storefront's own host, and `x-default` for visitors of any other
 * language: the English storefront's URL (the spec's default locale, §9), else the first storefront's
 * that has the page. The same set on every storefront that has the page, so the links are reciprocal.
 */
export function hreflangAlternates(paths: Partial<Record<StoreCode, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const code of STORE_CODES) {
    const path = paths[code];
    if (path) languages[STOREFRONTS[code].locale] = new URL(path, storefrontOrigin(code)).href;
  }
  const fallback = [FALLBACK_STORE, ...STORE_CODES].find((code) => paths[code]);
  if (fallback) languages['x-default'] = languages[STOREFRONTS[fallback].locale]!;
  return languages;
}

/** The storefronts whose content is in a Prismic language (`fr-be` → BEFR). */
export function storefrontsOfPrismicLang(lang: string): StoreCode[] {
  return STORE_CODES.filter((code) => STOREFRONTS[code].prismicLang === lang);
}
