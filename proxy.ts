import { NextResponse, type NextRequest } from 'next/server';
import { storefrontPathLookup } from './lib/routing/path-exists';
import { pageCacheTags } from './lib/cache/page-tags';
import { orderReferenceExists } from './lib/routing/order-exists';
import { customerOrdersPathKnown } from './lib/routing/customer-orders-exist';
import { listPagePath, listState, pageRoutePath } from './lib/routing/storefront-path';
import type { PageRoute } from './lib/routing/page-route';
import { appRoutePath } from './lib/routing/localised-routes';
import { requestSegment, segmentRedirect } from './lib/navigation/segment';
import { accountGuardTarget, authorizationGuardTarget, guestGuardTarget } from './lib/routing/account-guard';
import { runGuards, type Guard, type GuardName } from './lib/routing/guards';
import {
  configuredDomainMap,
  COOKIES,
  hostNameOf,
  resolveStore,
  storeSegment,
  STOREFRONTS,
  type HostStores,
  type StoreCode,
} from './lib/stores';

const domainMap = configuredDomainMap();

/** Legacy product links: `…-NNNNNNxNNN.html` (spec §2 guards, pdpRedirect). */
const LEGACY_PRODUCT = /-(\d{6})x(\d{3})\.html$/i;

/** The sitemap index and its sitemaps (`/sitemaps/products-1.xml`): answered by route handlers of the storefront. */
const SITEMAP_PATH = /^\/(?:sitemap\.xml|sitemaps\/[a-z]+-\d+\.xml)$/;

/** `/products/NNNNNN.NNN` with or without the slash: a page, although its last segment looks like a file name. */
const PRODUCT_BY_SKU = /^\/products\/\d{6}\.\d{3}\/?$/;

/**
 * No route answers `/` itself: every page lives under `app/[storefront]/` and this proxy rewrites
 * every request there. An unknown URL rewritten here is unmatched, so Next serves
 * `app/global-not-found.tsx` server-rendered with status 404.
 */
const UNMATCHED_PATH = '/';

/** The finish page (spec §2): an unknown order reference is a 404 like an unknown URL. */
const FINISH_PAGE = '/checkout/success/';

/** A last path segment with an extension (`robots.txt`, `x.webp/`): a file, served without a trailing slash. */
const FILE_PATH = /\/[^/]+\.\w+\/?$/;

/** The trailing-slash redirect depends on the path alone: shared caches may keep it for an hour. */
const CANONICAL_REDIRECT_CACHE = 'public, max-age=3600';

/**
 * A redirect to `target` (a root-relative path with its query). Built on the URL the server received
 * (`request.nextUrl`), which Next sends as a relative `Location` (and `Refresh`), so the shopper stays
 * on the host they visited and a forged `Host` header never becomes a redirect target.
 *
 * @param cacheControl how long shared caches may keep it: `no-store` when it depends on cookies
 */
function redirectTo(request: NextRequest, target: string, status: 301 | 302 | 308, cacheControl: string) {
  const response = NextResponse.redirect(new URL(target, request.nextUrl.origin), status);
  response.headers.set('cache-control', cacheControl);
  return response;
}

/**
 * Whether the page at `pathname` answers differently by the visitor's cookies: on a host that serves
 * several stores (the store and locale cookies choose, lib/stores.ts `resolveStore`), and on the paths
 * the segment and account guards may redirect. Such responses say `Vary: Cookie`, so a shared cache
 * never serves one visitor's store, language or segment to another (docs/architecture.md 'Caching and
 * revalidation').
 */
export function dependsOnCookies(
  hostStores: HostStores | undefined,
  pathname: string,
  search: string,
  language: string,
): boolean {
  return (
    (hostStores?.length ?? 1) > 1 ||
    segmentRedirect(pathname, 'for-him', language) !== null ||
    accountGuardTarget(pathname, search, true) !== accountGuardTarget(pathname, search, false)
  );
}

/**
 * The canonical form of a page path (`trailingSlash: true`: every URL ends in a slash, spec §2
 * routes), or null when the path already is canonical. Files keep no slash; `/products/NNNNNN.NNN`
 * is a page, not a file.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/.well-known/')) return null;
  const isPage = PRODUCT_BY_SKU.test(pathname) || !FILE_PATH.test(pathname);
  if (isPage) return pathname.endsWith('/') ? null : `${pathname}/`;
  return pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : null;
}

/**
 * Request interception (Next 16 `proxy.ts`, spec §2 guards): resolves the storefront from the host
 * and cookies, stamps the store key header on every request (the BFF forwards it to commerce),
 * sends the sitemaps to their routes, then runs the named guards of spec §2 (`PAGE_GUARDS`, one registry in
 * lib/routing/guards.ts: an unknown name answers 500 'Unknown middleware'): pdpRedirect sends legacy product links to
 * their lookup, redirects to the canonical trailing-slash form, authorization and guest are the account guards
 * (lib/routing/account-guard.ts), segments sends a for-him shopper's home and lookbook 302 to the men's pages, and
 * esUrl answers unknown URLs with the 404 page and rewrites pages to `app/[storefront]/…` (a PDP to
 * `product-detail/…` and a PLP to `product-list/{state}/…`, lib/routing/page-route.ts; a later blog or
 * lookbook list page to `list-page/{state}/…`, so no page reads the query string and each is cached as a path; a
 * language's word for a route to its folder, `/winkels/…` to `geschaefte/…`, lib/routing/localised-routes.ts).
 */
export async function proxy(request: NextRequest) {
  const store = resolveStore(
    request.headers.get('host'),
    { locale: request.cookies.get(COOKIES.locale)?.value, store: request.cookies.get(COOKIES.store)?.value },
    domainMap,
  );
  const headers = new Headers(request.headers);
  // Never trust a store key the client sent: it is derived from host and cookies only.
  headers.set('x-store-key', store);
  headers.set('X-NEXT-INTL-LOCALE', STOREFRONTS[store].locale);

  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith('/api/')) {
    return NextResponse.next({ request: { headers } });
  }
  const language = STOREFRONTS[store].language;
  const hostStores = domainMap.get(hostNameOf(request.headers.get('host')));
  const varyOnCookies = dependsOnCookies(hostStores, pathname, search, language);
  /**
   * Serves `url` (an app route) for this request; a response chosen by cookies says so (`Vary`), and
   * every page names its cache tags for the HTTP cache in front (`xkey`, deploy/varnish/default.vcl).
   */
  const rewriteTo = (url: URL, tags = pageCacheTags(null)) => {
    const response = NextResponse.rewrite(url, { request: { headers } });
    if (varyOnCookies) response.headers.append('vary', 'Cookie');
    response.headers.set('xkey', tags.join(' '));
    return response;
  };

  if (SITEMAP_PATH.test(pathname)) {
    // The storefront's own sitemaps (app/[storefront]/sitemap.xml, sitemaps/[file]), purged with the catalogue and content.
    const url = request.nextUrl.clone();
    url.pathname = `/${storeSegment(store)}${pathname}`;
    url.search = '';
    return rewriteTo(url);
  }

  const loggedIn =
    request.cookies.get(COOKIES.customerHint)?.value === '1' &&
    Boolean(request.cookies.get(COOKIES.contextToken)?.value);
  const context: GuardContext = { request, store, pathname, search, language, loggedIn, rewriteTo };
  // The 500 page reads the storefront's translations, which the proxy cannot: a route handler answers it.
  const unknownMiddleware = () => {
    const url = request.nextUrl.clone();
    url.pathname = UNKNOWN_MIDDLEWARE_PATH;
    url.search = '';
    return NextResponse.rewrite(url, { request: { headers } });
  };
  return runGuards<GuardContext, Response>(PAGE_GUARDS, GUARDS, context, {
    unknown: unknownMiddleware,
    // esUrl, last in the chain, always answers: a chain without it is as broken as a misspelt name.
    fallback: unknownMiddleware,
  });
}

/** What each guard reads of a request. */
interface GuardContext {
  request: NextRequest;
  store: StoreCode;
  pathname: string;
  search: string;
  language: string;
  loggedIn: boolean;
  /** Serves a URL of the app (a rewrite) with the page's cache tags and `Vary: Cookie` where needed. */
  rewriteTo: (url: URL, tags?: string[]) => NextResponse;
}

/**
 * The guards of spec §2 (lib/routing/guards.ts registry). pdpRedirect, redirects and esUrl run on every
 * page; authorization, guest and segments act on their own paths only. A convenience for the shopper:
 * pages and the back end authorise every read themselves.
 */
const GUARDS: Record<GuardName, Guard<GuardContext, Response>> = {
  // Legacy product links: looked up by SKU in a route handler (301 to the product's current url, or 404).
  pdpRedirect: ({ request, store, pathname, rewriteTo }) => {
    const legacy = LEGACY_PRODUCT.exec(pathname);
    if (!legacy) return null;
    const url = request.nextUrl.clone();
    url.pathname = `/${storeSegment(store)}/legacy-product/${legacy[1]}.${legacy[2]}`;
    url.search = '';
    return rewriteTo(url);
  },
  // The canonical trailing-slash form of a page path.
  redirects: ({ request, pathname, search }) => {
    const canonical = canonicalPagePath(pathname);
    return canonical ? redirectTo(request, `${canonical}${search}`, 308, CANONICAL_REDIRECT_CACHE) : null;
  },
  // Permanent by the spec, but never cached: the same URL answers differently after a login.
  authorization: ({ request, pathname, search, loggedIn }) => {
    const target = authorizationGuardTarget(pathname, search, loggedIn);
    return target ? redirectTo(request, target, 301, 'no-store') : null;
  },
  guest: ({ request, pathname, loggedIn }) => {
    const target = guestGuardTarget(pathname, loggedIn);
    return target ? redirectTo(request, target, 301, 'no-store') : null;
  },
  // The segment comes from cookies: another shopper at the same URL gets the page itself.
  segments: ({ request, pathname, search, language }) => {
    const { segment } = requestSegment(pathname, language, {
      segment: request.cookies.get(COOKIES.segment)?.value,
      audience: request.cookies.get(COOKIES.audience)?.value,
    });
    const target = segmentRedirect(pathname, segment, language);
    return target ? redirectTo(request, `${target}${search}`, 302, 'no-store') : null;
  },
  // The page at the path, or the 404 page: asked of the back ends before rendering.
  esUrl: async ({ request, store, pathname, search, rewriteTo }) => {
    const token = request.cookies.get(COOKIES.contextToken)?.value ?? null;
    let known: boolean;
    let tags = pageCacheTags(null);
    let route: PageRoute = 'storefront-path';
    if (pathname === FINISH_PAGE) {
      known = await orderReferenceExists(store, request.nextUrl.searchParams.get('order'), token);
    } else {
      const customerPath = await customerOrdersPathKnown(store, pathname, search, token);
      if (customerPath !== null) known = customerPath;
      else ({ exists: known, tags, route } = await storefrontPathLookup(store, pathname, listState(pathname, search)));
    }
    if (!known) {
      const unmatched = request.nextUrl.clone();
      unmatched.pathname = UNMATCHED_PATH;
      unmatched.search = '';
      return rewriteTo(unmatched);
    }
    const url = request.nextUrl.clone();
    // A PDP or a PLP renders in a route of its own (lib/routing/page-route.ts).
    const pagePath =
      route === 'storefront-path'
        ? (listPagePath(pathname, search) ?? appRoutePath(pathname))
        : pageRoutePath(route, pathname, search);
    url.pathname = `/${storeSegment(store)}${pagePath}`;
    url.search = search;
    return rewriteTo(url, tags);
  },
};

/** The guard chain of every page request, in order (spec §2 guards; esUrl answers every request that gets to it). */
export const PAGE_GUARDS: readonly GuardName[] = [
  'pdpRedirect',
  'redirects',
  'authorization',
  'guest',
  'segments',
  'esUrl',
];

/** Where a request goes when its guard chain names an unknown guard: a 500 'Unknown middleware' page (spec §8). */
export const UNKNOWN_MIDDLEWARE_PATH = '/api/unknown-middleware/';

export const config = {
  // Static files, Next internals and generated media are served as they are.
  matcher: ['/((?!_next/|media/|content/|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|webp|jpg|ico|txt|woff2?)$).*)'],
};
