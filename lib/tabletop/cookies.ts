import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { Logout } from '@/graphql/account';
import { processApolloClient } from '@/lib/apollo/server-client';
import { COOKIES, storeFromSegment } from '@/lib/stores';
import type { TabletopLocation } from './session';

const READABLE = { secure: true, sameSite: 'lax', path: '/', maxAge: COOKIES.tabletopMaxAge } as const;

/**
 * Puts the tablet in tabletop mode for `location` (spec §4: the in-store flag cookie and the store
 * location cookie with the code), keeping `sessionId` in the httpOnly session cookie.
 */
export function setTabletopCookies(response: NextResponse, sessionId: string, location: TabletopLocation): void {
  response.cookies.set(COOKIES.tabletopSession, sessionId, { ...READABLE, httpOnly: true });
  response.cookies.set(COOKIES.inStore, '1', READABLE);
  response.cookies.set(COOKIES.inStoreLocation, location.code, READABLE);
}

/** Takes the tablet out of tabletop mode: the session cookie and both in-store cookies go. */
export function clearTabletopCookies(response: NextResponse): void {
  for (const name of [COOKIES.tabletopSession, COOKIES.inStore, COOKIES.inStoreLocation]) {
    response.cookies.set(name, '', { secure: true, sameSite: 'lax', path: '/', maxAge: 0 });
  }
}

/**
 * Logs the shopper out of a shared tablet (spec §4 'Clearing logs out: removes the login markers, the
 * context token, the customer and the addresses'): a logged-in token is revoked at commerce (logout),
 * and the token and both hint cookies are removed, so the next shopper starts without account, cart
 * or addresses; the clean marker has the next page empty the browser's storage (boot-script.ts). A
 * failed logout call is logged: the cookies go regardless, and a revoked-or-not token
 * that no browser holds any more cannot be used from the tablet.
 */
export async function endShopperSession(request: NextRequest, response: NextResponse): Promise<void> {
  const token = request.cookies.get(COOKIES.contextToken)?.value;
  // proxy.ts stamped the storefront; the client's own header never reaches here.
  const store = storeFromSegment(request.headers.get('x-store-key') ?? '') ?? 'NL';
  if (token && request.cookies.get(COOKIES.customerHint)?.value === '1') {
    try {
      await processApolloClient('customer').mutate({
        mutation: Logout,
        context: { store, token },
      });
    } catch (error) {
      console.error('[tabletop] logout at hand-over failed', error instanceof Error ? error.message : error);
    }
  }
  response.cookies.set(COOKIES.tabletopClean, '1', { secure: true, sameSite: 'lax', path: '/', maxAge: 24 * 60 * 60 });
  for (const name of [COOKIES.contextToken, COOKIES.contextHint, COOKIES.customerHint]) {
    response.cookies.set(name, '', {
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 0,
      httpOnly: name === COOKIES.contextToken,
    });
  }
}
