import { type NextRequest, NextResponse } from 'next/server';
import { COOKIES, DEFAULT_DOMAIN_MAP, parseDomainMap, STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

const domainMap = parseDomainMap(process.env.STOREFRONT_DOMAINS ?? DEFAULT_DOMAIN_MAP);

/**
 * Store switch (spec §2 Header): on a host that serves the chosen store, sets the store and locale
 * cookies (365 days) and goes home; otherwise redirects to a host that serves it. Only known store
 * codes and hosts from the domain map are used, never a URL from the query.
 */
export function GET(request: NextRequest) {
  // The shopper's own host (request.url carries the server's listening host, not the visited one).
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const home = new URL(`${request.nextUrl.protocol}//${host}/`);
  const code = request.nextUrl.searchParams.get('code') as StoreCode | null;
  if (!code || !(STORE_CODES as readonly string[]).includes(code)) return NextResponse.redirect(home, 303);
  const [hostname, port] = host.split(':');
  const current = domainMap.get(hostname!.toLowerCase());
  const target = new URL(home);
  if (!current?.includes(code)) {
    const other = [...domainMap.entries()].find(([, stores]) => stores.includes(code));
    if (other) target.host = port ? `${other[0]}:${port}` : other[0];
  }
  const response = NextResponse.redirect(target, 303);
  if (target.host === home.host) {
    response.cookies.set(COOKIES.store, code, { path: '/', maxAge: COOKIES.storeMaxAge, sameSite: 'lax' });
    response.cookies.set(COOKIES.locale, STOREFRONTS[code].locale, { path: '/', maxAge: COOKIES.localeMaxAge, sameSite: 'lax' });
  }
  return response;
}
