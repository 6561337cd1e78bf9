import { configuredDomainMap, hostNameOf, type HostStores } from '@/lib/stores';

/** The storefront hosts, read once: the domain map is configuration. */
const storefrontHosts = configuredDomainMap();

/**
 * Whether the `Origin` header names one of the shop's own origins: the host the request was sent to,
 * and that host is a storefront host of the configuration (`STOREFRONT_DOMAINS`). False without an
 * Origin, for `null` and for anything that is not a URL.
 */
function originIsStorefront(headers: Headers, domainMap: Map<string, HostStores>): boolean {
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    const { host } = new URL(origin);
    return host === headers.get('host') && domainMap.has(hostNameOf(host));
  } catch {
    return false;
  }
}

/** Whether the request was sent to a storefront host of the configuration. */
function hostIsStorefront(headers: Headers, domainMap: Map<string, HostStores>): boolean {
  const host = headers.get('host');
  return host !== null && domainMap.has(hostNameOf(host));
}

/**
 * Whether a state-changing request comes from the shop's own pages: sent to a configured storefront
 * host, and the browser's `Sec-Fetch-Site` says `same-origin` or, from a browser that does not send
 * it, the `Origin` header names that host. An Origin that is sent must always match. A cross-site
 * form or script gets false, so it cannot end a visit or start a session on somebody's tablet; so
 * does a caller that sends neither header.
 *
 * @param domainMap the storefront hosts (default: the configured domain map, lib/stores.ts)
 */
export function isSameOriginRequest(headers: Headers, domainMap = storefrontHosts): boolean {
  if (!hostIsStorefront(headers, domainMap)) return false;
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  if (headers.has('origin')) return originIsStorefront(headers, domainMap);
  return site === 'same-origin';
}

/**
 * Whether a request comes from a browser page of another site (hardening against cross-site writes,
 * README 'Security'): the browser's `Sec-Fetch-Site` says anything but `same-origin` (or `none`, the
 * shopper's own navigation), or the `Origin` header names another origin than one of the shop's own
 * (the request's host, which must be a configured storefront host). A request with neither header is
 * not a browser's cross-site request (a server, a script, a test client) and is not refused here:
 * those are limited by trusted documents and rate limits instead.
 *
 * @param domainMap the storefront hosts (default: the configured domain map, lib/stores.ts)
 */
export function isCrossSiteRequest(headers: Headers, domainMap = storefrontHosts): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  return headers.has('origin') && !originIsStorefront(headers, domainMap);
}
