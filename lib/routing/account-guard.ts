/**
 * The account guards of spec §2: a visitor who is not logged in and opens an account page is sent
 * to the login page (301); a logged-in customer opening login or register is sent to `/customer/`
 * (301, also the default after login, §9), and from the guest wishlist to the account's
 * (`/customer/wishlist/`). Pure, for proxy.ts. A convenience only: the pages and the back end
 * authorise every call themselves (the hint cookie can be forged or stale).
 */
import { CUSTOMER_HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@/lib/account/paths';
import { loginPathFor } from '@/lib/customer/paths';
import { CUSTOMER_WISHLIST_PATH, GUEST_WISHLIST_PATH } from '@/lib/wishlist/paths';

/** The pages only for visitors who are not logged in. */
export const GUEST_ONLY_PATHS = [LOGIN_PATH, REGISTER_PATH] as const;
/** The first segment of the pages only for logged-in customers. */
export const CUSTOMER_PATH_PREFIX = CUSTOMER_HOME_PATH;

/**
 * The `guest` guard: a logged-in customer on login or register goes to `/customer/`, on the guest
 * wishlist to the account's; null to serve the page.
 * @param pathname canonical request path (trailing slash)
 * @param loggedIn whether the visitor looks logged in (hint cookie and a context token)
 */
export function guestGuardTarget(pathname: string, loggedIn: boolean): string | null {
  if (loggedIn && (GUEST_ONLY_PATHS as readonly string[]).includes(pathname)) return CUSTOMER_HOME_PATH;
  if (loggedIn && pathname === GUEST_WISHLIST_PATH) return CUSTOMER_WISHLIST_PATH;
  return null;
}

/**
 * The `authorization` guard: a visitor who is not logged in on a customer page goes to the login,
 * which returns to the page (`search` kept); null to serve the page.
 * @param pathname canonical request path (trailing slash)
 * @param search the query string, `?…` or empty (kept for the page after login)
 * @param loggedIn whether the visitor looks logged in (hint cookie and a context token)
 */
export function authorizationGuardTarget(pathname: string, search: string, loggedIn: boolean): string | null {
  return !loggedIn && pathname.startsWith(CUSTOMER_PATH_PREFIX) ? loginPathFor(`${pathname}${search}`) : null;
}

/** Where either account guard sends the visitor ({@link guestGuardTarget}, {@link authorizationGuardTarget}), or null. */
export function accountGuardTarget(pathname: string, search: string, loggedIn: boolean): string | null {
  return guestGuardTarget(pathname, loggedIn) ?? authorizationGuardTarget(pathname, search, loggedIn);
}
