import { type NextRequest, NextResponse } from 'next/server';
import { visitedOrigin } from '@/lib/request-origin';
import { alternatePath } from '@/lib/routing/alternate-path';
import { parsePlpState } from '@/lib/catalog/plp-state';
import { configuredDomainMap, COOKIES, resolveStore, STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

const domainMap = configuredDomainMap();

/**
 * Store switch (spec §2 Header): on a host that serves the chosen store, sets the store and locale
 * cookies (365 days); otherwise redirects to a host that serves it. The shopper lands on the same
 * page in the chosen store when it has one (`path`: the page switched from, see
 * `lib/routing/alternate-path.ts`), else on its home. Only known store codes, hosts from the domain
 * map and paths built from the back ends' data are used, never a URL from the query. A tablet in
 * tabletop mode only switches between the stores of its own host (the Belgian languages).
 */
export async function GET(request: NextRequest) {
  const home = new URL('/', visitedOrigin(request));
  const code = request.nextUrl.searchParams.get('code') as StoreCode | null;
  if (!code || !(STORE_CODES as readonly string[]).includes(code)) return NextResponse.redirect(home, 303);
  const from = resolveStore(
    request.headers.get('host'),
    { locale: request.cookies.get(COOKIES.locale)?.value, store: request.cookies.get(COOKIES.store)?.value },
    domainMap,
  );
  const state = parsePlpState(request.nextUrl.searchParams.get('state') ?? '');
  const alternate = new URL(await alternatePath(from, code, request.nextUrl.searchParams.get('path'), state), home);
  home.pathname = alternate.pathname;
  home.search = alternate.search;
  const [hostname, port] = home.host.split(':');
  const current = domainMap.get(hostname!.toLowerCase());
  const target = new URL(home);
  if (!current?.includes(code) && request.cookies.has(COOKIES.tabletopSession)) {
    // A store's tablet stays on its host: on another host it would leave tabletop mode, and what a
    // shopper left there would escape the hand-over. It stays on the page it was on.
    const stay = new URL(await alternatePath(from, from, request.nextUrl.searchParams.get('path'), state), home);
    return NextResponse.redirect(stay, 303);
  }
  if (!current?.includes(code)) {
    const other = [...domainMap.entries()].find(([, stores]) => stores.includes(code));
    if (other) target.host = port ? `${other[0]}:${port}` : other[0];
  }
  const response = NextResponse.redirect(target, 303);
  if (target.host === home.host) {
    response.cookies.set(COOKIES.store, code, { path: '/', maxAge: COOKIES.storeMaxAge, sameSite: 'lax' });
    response.cookies.set(COOKIES.locale, STOREFRONTS[code].locale, {
      path: '/',
      maxAge: COOKIES.localeMaxAge,
      sameSite: 'lax',
    });
  }
  return response;
}
