import 'server-only';
import { redirect } from 'next/navigation';
import { getVisitorCustomer } from '@/lib/commerce/queries';
import type { StoreCode } from '@/lib/stores';
import { loginPathFor, type CustomerPath } from './paths';

/**
 * The logged-in customer for a customer page at `path` (spec §2 '/customer', §6 'Account pages need
 * login'), read per request from the visitor's session (never cached). A visitor without a session,
 * or whose session is a guest's, is redirected to the login page with `?redirect=<path>`; the back
 * end authorises every call again.
 */
export async function requireVisitorCustomer(store: StoreCode, path: CustomerPath) {
  const customer = await getVisitorCustomer(store);
  if (!customer || customer.guest) redirect(loginPathFor(path));
  return customer;
}
