import { type NextRequest, NextResponse } from 'next/server';
import { crossSiteRefusal } from '@/lib/http/cross-site-refusal';
import { seeOther } from '@/lib/http/responses';
import { alternatePath } from '@/lib/routing/alternate-path';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { parsePlpState } from '@/lib/catalog/plp-state';
import { readBodyWithin } from '@/lib/security/request-body';
import { isSameOriginRequest } from '@/lib/security/same-origin';
import {
  configuredDomainMap,
  COOKIES,
  hostNameOf,
  resolveStore,
  STORE_CODES,
  STOREFRONTS,
  type StoreCode,
} from '@/lib/stores';

const domainMap = configuredDomainMap();

/** The switch form's three fields are short; anything longer is not the shop's form. */
const MAX_FORM_BYTES = 4096;

/** The switch's cookies: a year, first-party only, never sent over plain HTTP outside a developer's machine. */
const COOKIE_OPTIONS = { path: '/', sameSite: 'lax', secure: true } as const;

/** The Referer as a URL when it is a page of the request's own host; null otherwise. */
function sameHostReferer(request: NextRequest): URL | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.headers.get('host') ? url : null;
  } catch {
    return null;
  }
}

/**
 * Store switch (spec §2 Header): the switcher's form posts `code` (a store code), `path` (the page
 * switched from) and `state` (a list page's query). On a host that serves the chosen store it sets
 * the store and locale cookies (365 days) and answers 303 to the same page in that store
 * (`lib/routing/alternate-path.ts`; without script, whose fields are empty, the page of the Referer),
 * else its home, as a relative URL; otherwise 303 to the
 * storefront's configured origin (`storefrontOrigin`), never to the request's Host. Only known store
 * codes and paths built from the back ends' data are used, never a URL from the form. A POST from
 * another site is refused (403 page): changing a shopper's store is a write. A tablet in tabletop
 * mode only switches between the stores of its own host (the Belgian languages).
 */
export async function POST(request: NextRequest) {
  const from = resolveStore(
    request.headers.get('host'),
    { locale: request.cookies.get(COOKIES.locale)?.value, store: request.cookies.get(COOKIES.store)?.value },
    domainMap,
  );
  if (!isSameOriginRequest(request.headers)) return crossSiteRefusal(request);
  const form = new URLSearchParams((await readBodyWithin(request, MAX_FORM_BYTES)) ?? '');
  const code = form.get('code') as StoreCode | null;
  if (!code || !(STORE_CODES as readonly string[]).includes(code)) return seeOther('/');
  // Without script the form's fields are empty: the page it was posted from is the Referer (same origin,
  // checked above; the shop's Referrer-Policy sends the full URL to itself).
  const referer = sameHostReferer(request);
  const path = form.get('path') || referer?.pathname || null;
  const state = parsePlpState(form.get('state') || referer?.search.slice(1) || '');
  const onThisHost = domainMap.get(hostNameOf(request.headers.get('host')))?.includes(code) ?? false;
  if (!onThisHost && request.cookies.has(COOKIES.tabletopSession)) {
    // A store's tablet stays on its host: on another host it would leave tabletop mode, and what a
    // shopper left there would escape the hand-over. It stays on the page it was on.
    return seeOther(await alternatePath(from, from, path, state));
  }
  const target = await alternatePath(from, code, path, state);
  if (!onThisHost) return seeOther(new URL(target, storefrontOrigin(code)).href);
  const response = seeOther(target);
  response.cookies.set(COOKIES.store, code, { ...COOKIE_OPTIONS, maxAge: COOKIES.storeMaxAge });
  response.cookies.set(COOKIES.locale, STOREFRONTS[code].locale, { ...COOKIE_OPTIONS, maxAge: COOKIES.localeMaxAge });
  return response;
}

/** The switch changes the shopper's store: a form post only (an old link or a crawler gets 405). */
export function GET() {
  return new NextResponse('Method not allowed', {
    status: 405,
    headers: { allow: 'POST', 'cache-control': 'no-store' },
  });
}
