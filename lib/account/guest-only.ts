import 'server-only';
import { redirect } from 'next/navigation';
import { getVisitorCustomer } from '@/lib/commerce/queries';
import type { StoreCode } from '@/lib/stores';
import { CUSTOMER_HOME_PATH } from './paths';

/**
 * Spec §2 guards, §6: a logged-in visitor opening a guest-only page (login, register) goes to
 * /customer/. Decided by the back end (getCustomer of the visitor's token), not by the hint cookie;
 * reads the visitor's cookie, so the calling page renders per request. A temporary redirect: the
 * answer changes with the session (proxy.ts may answer earlier).
 */
export async function redirectLoggedInVisitor(store: StoreCode): Promise<void> {
  if (await getVisitorCustomer(store)) redirect(CUSTOMER_HOME_PATH);
}
