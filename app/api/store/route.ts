import { type NextRequest, NextResponse } from 'next/server';
import { visitedOrigin } from '@/lib/request-origin';
import { configuredDomainMap, COOKIES, STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

const domainMap = configuredDomainMap();

/**
 * Store switch (spec §2 Header): on a host that serves the chosen store, sets the store and locale
 * cookies (365 days) and goes home; otherwise redirects to a host that serves it. Only known store
 * codes and hosts from the domain map are used, never a URL from the query.
 */
export function GET(request: NextRequest) {
  const home = new URL('/', visitedOrigin(request));
  const code = request.nextUrl.searchParams.get('code') as StoreCode | null;
  if (!code || !(STORE_CODES as readonly string[]).includes(code)) return NextResponse.redirect(home, 303);
  const [hostname, port] = home.host.split(':');
  const current = domainMap.get(hostname!.toLowerCase());
  const target = new URL(home);
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
