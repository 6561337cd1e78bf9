import { type NextRequest, NextResponse } from 'next/server';
import { seeOther } from '@/lib/http/responses';
import { COOKIES } from '@/lib/stores';
import { isSameOriginRequest } from '@/lib/security/same-origin';
import { checkTabletopSession } from '@/lib/tabletop/check';
import { clearTabletopCookies, endShopperSession, setTabletopCookies } from '@/lib/tabletop/cookies';
import { fetchTabletopSession, refreshTabletopSession } from '@/lib/tabletop/service';
import { forgetTabletopSession } from '@/lib/tabletop/verified';

const SERVICE = { fetch: fetchTabletopSession, refresh: refreshTabletopSession };

function answer(body: unknown, status = 200): NextResponse {
  const response = NextResponse.json(body, { status });
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * The tablet's session check (spec §4 'Tabletop session status'), asked on load, on every navigation
 * and every minute by the tabletop controller: answers a `TabletopCheck` (lib/tabletop/session.ts)
 * and applies it to the cookies. A successor session is stored; a cleared or handed-over session
 * logs the shopper out (token and hints removed, a logged-in token revoked); in-store cookies
 * without a stored session are forged or stale and are removed, and nothing else happens.
 */
export async function GET(request: NextRequest) {
  const storedId = request.cookies.get(COOKIES.tabletopSession)?.value;
  const outcome = await checkTabletopSession(storedId, SERVICE);
  const response = answer(outcome.check);
  if (outcome.check.state === 'none') {
    if (request.cookies.has(COOKIES.inStore) || request.cookies.has(COOKIES.inStoreLocation))
      clearTabletopCookies(response);
    return response;
  }
  if (outcome.stored.action === 'store' && 'location' in outcome.check) {
    forgetTabletopSession(storedId);
    setTabletopCookies(response, outcome.stored.id, outcome.check.location);
  } else if (outcome.stored.action === 'clear') {
    forgetTabletopSession(storedId);
    clearTabletopCookies(response);
  } else if (
    outcome.check.state === 'open' &&
    storedId &&
    (request.cookies.get(COOKIES.inStore)?.value !== '1' ||
      request.cookies.get(COOKIES.inStoreLocation)?.value !== outcome.check.location.code)
  ) {
    // Puts back an in-store cookie the shopper's browser lost or that was edited (not on every check).
    setTabletopCookies(response, storedId, outcome.check.location);
  }
  if (outcome.endShopperSession) await endShopperSession(request, response);
  return response;
}

/**
 * 'End my visit' (the shopper, the idle timeout or the finish page's 'Done'): the shopper is logged out and the
 * cart left behind; the tablet stays in tabletop mode for the next shopper. Only from the shop's own
 * pages (403 otherwise: no other site can log a tablet out) and only with a stored tabletop session
 * (409 otherwise: an ordinary browser is never logged out through here). The session is not asked
 * for: ending one's own visit is no more than a logout, and it must work while the service is down.
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return answer({ error: 'FORBIDDEN' }, 403);
  // The finish page's 'Done' is a plain form (it works before hydration): it gets a 303 to the home page.
  const fromForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;
  if (!request.cookies.has(COOKIES.tabletopSession))
    return fromForm ? seeOther('/') : answer({ error: 'NOT_IN_TABLETOP_MODE' }, 409);
  const response = fromForm ? seeOther('/') : answer({ state: 'handed-over' });
  await endShopperSession(request, response);
  return response;
}
