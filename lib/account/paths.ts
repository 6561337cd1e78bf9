/**
 * The guest-side account routes (spec §2 '/account' children) and what they accept from a URL: the
 * redirect target after login and the hash of a mail's link. Pure: used by pages, client islands
 * and tests alike.
 */

/** Login (spec §2 '/account' ''). */
export const LOGIN_PATH = '/account/';
/** Register (spec §2 '/account' create). */
export const REGISTER_PATH = '/account/create/';
/** 'Forgot your password' (spec §2 '/account' recover/password). */
export const PASSWORD_RECOVERY_PATH = '/account/recover/password/';
/** The customer's dashboard: spec §9 'Default redirect after login: /customer/'. */
export const CUSTOMER_HOME_PATH = '/customer/';

/** Longest redirect target kept; anything longer is no link of this shop. */
const MAX_REDIRECT_LENGTH = 2048;
/** Any control character or whitespace: browsers drop tabs and newlines, so `/\t/evil.example` is `//evil.example`. */
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
/** A throwaway origin to resolve a path against: whatever leaves it was never a same-site path. */
const PROBE_ORIGIN = 'https://storefront.invalid';

/**
 * The page to open after login: `value` (the login page's `redirect` query parameter) when it is a
 * same-site path (one leading `/`, no `//` or `/\` authority, no scheme, no control characters or
 * spaces, at most 2048 characters), normalised to path, query and fragment; otherwise, and for
 * the guest-only `/account/…` pages themselves, `/customer/` (spec §9). Never trusts the parameter:
 * an open redirect would turn the login page into a phishing relay.
 *
 * @param value the raw parameter: a string, a repeated parameter's list, or missing
 */
export function safeRedirectPath(value: string | string[] | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return CUSTOMER_HOME_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return CUSTOMER_HOME_PATH;
  if (CONTROL_OR_SPACE.test(value)) return CUSTOMER_HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return CUSTOMER_HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return CUSTOMER_HOME_PATH;
  if (`${url.pathname}/`.startsWith(LOGIN_PATH)) return CUSTOMER_HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The hash of a registration or recovery mail's link (`/account/finish/{hash}`): 48 letters and digits. */
export const LINK_HASH_PATTERN = /^[A-Za-z0-9]{48}$/;

/** Whether `hash` has the shape of a mail link's hash; anything else is no page (404). */
export function isLinkHash(hash: string): boolean {
  return LINK_HASH_PATTERN.test(hash);
}
