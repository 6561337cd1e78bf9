/**
 * The logged-in customer's pages (spec §2 '/customer' children; trailing slashes as every storefront
 * URL) and the login page they send a visitor without a session to.
 */
import { CUSTOMER_HOME_PATH, LOGIN_PATH } from '@/lib/account/paths';
import { CUSTOMER_WISHLIST_PATH } from '@/lib/wishlist/paths';
export const CUSTOMER_PATHS = {
  dashboard: CUSTOMER_HOME_PATH,
  edit: '/customer/edit/',
  address: '/customer/address/',
  orders: '/customer/orders/',
  wishlist: CUSTOMER_WISHLIST_PATH,
} as const;

/** One of {@link CUSTOMER_PATHS}, or the page of one order (`/customer/orders/{id}/`). */
export type CustomerPath =
  (typeof CUSTOMER_PATHS)[keyof typeof CUSTOMER_PATHS] | `${(typeof CUSTOMER_PATHS)['orders']}${string}/`;

/**
 * The login page that returns to `path` after logging in: `/customer/edit/` →
 * `/account/?redirect=%2Fcustomer%2Fedit%2F` (the login page decides whether to follow it).
 */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}
