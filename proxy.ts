import { NextResponse, type NextRequest } from 'next/server';
import { visitedOrigin } from './lib/request-origin';
import { storefrontPathExists } from './lib/routing/path-exists';
import { orderReferenceExists } from './lib/routing/order-exists';
import { customerOrdersPathKnown } from './lib/routing/customer-orders-exist';
import { listPagePath, listState } from './lib/routing/storefront-path';
import { appRoutePath } from './lib/routing/localised-routes';
import { requestSegment, segmentRedirect } from './lib/navigation/segment';
import { accountGuardTarget } from './lib/routing/account-guard';
import { configuredDomainMap, COOKIES, resolveStore, storeSegment, STOREFRONTS } from './lib/stores';

const domainMap = configuredDomainMap();

/** Legacy product links: `…-NNNNNNxNNN.html` (spec §2 guards, pdpRedirect). */
const LEGACY_PRODUCT = /-(\d{6})x(\d{3})\.html$/i;

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
 * sends legacy product links to their lookup, redirects to the canonical trailing-slash form,
 * applies the account guards (lib/routing/account-guard.ts), the segments guard (a for-him shopper's home and lookbook go 302 to the men's pages),
 * answers unknown URLs with the 404 page and rewrites pages to `app/[storefront]/…` (a later PLP
 * page to `list-page/N/…`, so no page reads the query string and each is cached as a path; a
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

  const legacy = LEGACY_PRODUCT.exec(pathname);
  if (legacy) {
    // Looked up by SKU in a route handler: 301 to the product's current url, or 404.
    const url = request.nextUrl.clone();
    url.pathname = `/${storeSegment(store)}/legacy-product/${legacy[1]}.${legacy[2]}`;
    url.search = '';
    return NextResponse.rewrite(url, { request: { headers } });
  }

  const canonical = canonicalPagePath(pathname);
  // On the host the shopper visited (request.nextUrl may carry the server's listening host).
  if (canonical) return NextResponse.redirect(`${visitedOrigin(request)}${canonical}${search}`, 308);

  const loggedIn =
    request.cookies.get(COOKIES.customerHint)?.value === '1' &&
    Boolean(request.cookies.get(COOKIES.contextToken)?.value);
  const accountTarget = accountGuardTarget(pathname, search, loggedIn);
  if (accountTarget) {
    const redirect = NextResponse.redirect(`${visitedOrigin(request)}${accountTarget}`, 301);
    // Permanent by the spec, but never cached: the same URL answers differently after a login.
    redirect.headers.set('cache-control', 'no-store');
    return redirect;
  }

  const language = STOREFRONTS[store].language;
  const { segment } = requestSegment(pathname, language, {
    segment: request.cookies.get(COOKIES.segment)?.value,
    audience: request.cookies.get(COOKIES.audience)?.value,
  });
  const segmentTarget = segmentRedirect(pathname, segment, language);
  if (segmentTarget) return NextResponse.redirect(`${visitedOrigin(request)}${segmentTarget}${search}`, 302);

  const token = request.cookies.get(COOKIES.contextToken)?.value ?? null;
  const known =
    pathname === FINISH_PAGE
      ? await orderReferenceExists(store, request.nextUrl.searchParams.get('order'), token)
      : ((await customerOrdersPathKnown(store, pathname, search, token)) ??
        (await storefrontPathExists(store, pathname, listState(pathname, search))));
  if (!known) {
    const unmatched = request.nextUrl.clone();
    unmatched.pathname = UNMATCHED_PATH;
    unmatched.search = '';
    return NextResponse.rewrite(unmatched, { request: { headers } });
  }

  const url = request.nextUrl.clone();
  url.pathname = `/${storeSegment(store)}${listPagePath(pathname, search) ?? appRoutePath(pathname)}`;
  url.search = search;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Static files, Next internals and generated media are served as they are.
  matcher: ['/((?!_next/|media/|content/|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|webp|jpg|ico|txt|woff2?)$).*)'],
};
