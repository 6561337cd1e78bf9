import { type NextRequest, NextResponse } from 'next/server';
import { consentCookies, postedConsentChoice, returnPath } from '@/lib/consent/form-post';
import { crossSiteRefusal } from '@/lib/http/cross-site-refusal';
import { seeOther } from '@/lib/http/responses';
import { readBodyWithin } from '@/lib/security/request-body';
import { isSameOriginRequest } from '@/lib/security/same-origin';

/** The form's one field is short; anything longer is not the shop's form. */
const MAX_FORM_BYTES = 1024;

/**
 * The cookie settings form without its script (spec §4 'Cookie settings', §9 'Cookies';
 * lib/consent/form-post.ts): the form posts `choice` (`enabled` or `disabled`); the answer stores
 * both consent cookies (100 days) and is a 303 to the page posted from (the same-host Referer),
 * else home. An unknown choice changes nothing. A post from another site is refused (403 page): it
 * would decide a shopper's consent for them.
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers)) return crossSiteRefusal(request);
  const form = new URLSearchParams((await readBodyWithin(request, MAX_FORM_BYTES)) ?? '');
  const response = seeOther(returnPath(request.headers.get('referer'), request.headers.get('host')));
  const choice = postedConsentChoice(form);
  if (choice) {
    for (const cookie of consentCookies(choice)) response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
}

/** Storing a choice is a write: a form post only (an old link or a crawler gets 405). */
export function GET() {
  return new NextResponse('Method not allowed', {
    status: 405,
    headers: { allow: 'POST', 'cache-control': 'no-store' },
  });
}
