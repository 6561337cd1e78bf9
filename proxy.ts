import { NextResponse, type NextRequest } from 'next/server';
import { configuredDomainMap, COOKIES, resolveStore, storeSegment, STOREFRONTS } from './lib/stores';

const domainMap = configuredDomainMap();

/** Legacy product links: `…-NNNNNNxNNN.html` (spec §2 guards, pdpRedirect). */
const LEGACY_PRODUCT = /-(\d{6})x(\d{3})\.html$/i;

/**
 * Request interception (Next 16 `proxy.ts`, spec §2 guards): resolves the storefront from the host
 * and cookies, stamps the store key header on every request (the BFF forwards it to commerce),
 * redirects legacy product links and rewrites pages to `app/[storefront]/…`.
 */
export function proxy(request: NextRequest) {
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
    const url = request.nextUrl.clone();
    url.pathname = `/products/${legacy[1]}.${legacy[2]}`;
    url.search = '';
    return NextResponse.redirect(url, 301);
  }

  const url = request.nextUrl.clone();
  url.pathname = `/${storeSegment(store)}${pathname}`;
  url.search = search;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Static files, Next internals and generated media are served as they are.
  matcher: ['/((?!_next/|media/|content/|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|webp|jpg|ico|txt|woff2?)$).*)'],
};
