import { type NextRequest, NextResponse } from 'next/server';
import { seeOther } from '@/lib/http/responses';
import { clientIp } from '@/lib/rate-limit/client-ip';
import { consumeRateLimits } from '@/lib/rate-limit/limiter';
import { isSameOriginRequest } from '@/lib/security/same-origin';
import { readBodyWithin } from '@/lib/security/request-body';
import { COOKIES } from '@/lib/stores';
import { checkTabletopSession } from '@/lib/tabletop/check';
import { clearTabletopCookies, endShopperSession, setTabletopCookies } from '@/lib/tabletop/cookies';
import {
  closeTabletopSession,
  fetchTabletopSession,
  refreshTabletopSession,
  revokeTabletopSession,
  startTabletopSession,
  type StaffCallResult,
} from '@/lib/tabletop/service';
import { staffErrorOf, staffFormSchema, STAFF_PIN_PATTERN, type StaffError } from '@/lib/tabletop/staff-form';
import { forgetTabletopSession } from '@/lib/tabletop/verified';

/** The staff page, where every answer goes back to (a relative Location: never built from Host). */
const STAFF_PAGE = '/tabletop/';

function failed(error: StaffError, retryAfterSeconds?: number): Response {
  const retry = retryAfterSeconds ? `&retry=${Math.max(1, Math.ceil(retryAfterSeconds / 60))}` : '';
  return seeOther(`${STAFF_PAGE}?error=${error}${retry}`);
}

function failedCall(result: StaffCallResult & { ok: false }): Response {
  return failed(staffErrorOf(result.status, result.error), result.retryAfter);
}

/**
 * The staff page's form post (`/tabletop/`, a plain HTML form: works before and without
 * JavaScript). `start` asks the session service for a session of the chosen store with the store's
 * PIN and puts this tablet in tabletop mode, logged out and empty; `close` ends the current
 * shopper's visit (the session is CLOSED, refreshed at once and the shopper logged out); `revoke`
 * takes the tablet out of tabletop mode (logged out too). Answers 303: to `/` on success, back to the
 * page with `?error=` otherwise. Only from the shop's own pages; PIN tries are rate-limited per IP
 * like logins, and the service locks a store after ten failures in a row.
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return new NextResponse('Forbidden', { status: 403 });
  const text = await readBodyWithin(request, 4096);
  const parsed = staffFormSchema.safeParse(Object.fromEntries(new URLSearchParams(text ?? '')));
  if (!parsed.success) return failed('invalidInput');
  const form = parsed.data;
  if (!STAFF_PIN_PATTERN.test(form.pin)) return failed('invalidCredential');
  const retryAfter = await consumeRateLimits(['login'], clientIp(request.headers.get('x-forwarded-for')));
  if (retryAfter !== null) return failed('tooManyAttempts', retryAfter);

  const storedId = request.cookies.get(COOKIES.tabletopSession)?.value;
  if (form.action === 'start') {
    const started = await startTabletopSession(form.location, form.pin);
    if (!started.ok) return failedCall(started);
    const response = seeOther('/');
    forgetTabletopSession(storedId);
    setTabletopCookies(response, started.lookup.session.id, started.lookup.session.location);
    await endShopperSession(request, response);
    return response;
  }
  if (!storedId) return failed('noSession');
  const ended = await (form.action === 'close' ? closeTabletopSession : revokeTabletopSession)(storedId, form.pin);
  if (!ended.ok) return failedCall(ended);
  forgetTabletopSession(storedId);
  const response = seeOther('/');
  if (form.action === 'revoke') {
    clearTabletopCookies(response);
  } else {
    const outcome = await checkTabletopSession(storedId, {
      fetch: fetchTabletopSession,
      refresh: refreshTabletopSession,
    });
    if (outcome.stored.action === 'store' && 'location' in outcome.check)
      setTabletopCookies(response, outcome.stored.id, outcome.check.location);
    else if (outcome.stored.action === 'clear') clearTabletopCookies(response);
  }
  await endShopperSession(request, response);
  return response;
}
