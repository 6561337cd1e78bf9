/**
 * The consent choice as a plain form post (spec §4 'Cookie settings', §9 'Cookies'): the cookie
 * settings form is a chunk of its own, and until it has hydrated its server HTML posts here, so a
 * press on 'Save' before then (or without script) still stores the choice. The route
 * (`app/api/consent/route.ts`) writes the same two cookies the browser writes (lib/consent/cookies.ts)
 * and sends the shopper back to the page. Pure: no Next.js imports.
 */
import { COOKIES } from '@/lib/stores';
import { parseConsentChoice, type ConsentChoice } from './cookies';

/** Where the cookie settings form posts without its script. */
export const CONSENT_FORM_ACTION = '/api/consent/';

/** The form field that carries the choice (`enabled` or `disabled`). */
export const CONSENT_CHOICE_FIELD = 'choice';

/** A cookie as a route handler's `response.cookies.set` takes it. */
export interface ConsentCookie {
  name: string;
  value: string;
  options: { path: '/'; sameSite: 'lax'; secure: true; httpOnly: false; maxAge: number };
}

/** The posted choice, or null for a missing or unknown value. */
export function postedConsentChoice(form: URLSearchParams): ConsentChoice | null {
  return parseConsentChoice(form.get(CONSENT_CHOICE_FIELD));
}

/**
 * The two consent cookies for `choice`, as `writeConsentChoice` writes them in the browser: 100 days
 * (in seconds here), path `/`, SameSite=Lax, readable by script (the banner's inline script and
 * js-cookie read them). Secure, as the shop's other server-set cookies: browsers take it on
 * `localhost` over plain HTTP too.
 */
export function consentCookies(choice: ConsentChoice): ConsentCookie[] {
  const options = {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: false,
    maxAge: COOKIES.consentMaxAgeDays * 24 * 60 * 60,
  } as const;
  return [
    { name: COOKIES.consentSettings, value: choice, options },
    { name: COOKIES.consentMessage, value: '1', options },
  ];
}

/**
 * Where to send the shopper after the post: the page it came from when the Referer is a page of the
 * request's own host (path and query), else the home page. Always a path on this host: a path that
 * starts with several slashes is collapsed, so it can never read as another host (`//evil.example`).
 *
 * @param referer the request's Referer header
 * @param host the request's Host header
 */
export function returnPath(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '/';
  }
  if (url.host !== host) return '/';
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
}
