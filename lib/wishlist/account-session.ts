/**
 * The logged-in side of a page's wishlist (spec §4 'Wishlist toggle', §6 'The wishlist server call
 * is made only for logged-in users'): loaded by `WishlistController` only once the hint says the
 * visitor is logged in, with Apollo and the account calls.
 */
import { customerHintChanged } from '@/lib/account/customer-hint';
import type { StateStores } from '@/lib/state/StateProvider';
import { loadAccountLists } from './account-wishlist';
import { mergeGuestLists } from './merge-guest-lists';

/** Wait before the one retry of a failed load, in ms (a login resets Apollo's store meanwhile). */
export const RETRY_DELAY_MS = 1000;

/** Whether a failed call proved that the session is not logged in. */
function loggedOut(caught: unknown): boolean {
  return (caught as { code?: unknown } | null)?.code === 'NOT_LOGGED_IN';
}

/** The translated toasts of a page load's logged-in wishlist. */
export interface AccountWishlistCopy {
  /** Some guest entries could not be moved into the account yet. */
  mergeFailed: string;
  /** The account's lists could not be loaded. */
  loadFailed: string;
}

/**
 * Loads the account's lists once for this page load (status `loading` → `ready`; one retry after
 * {@link RETRY_DELAY_MS}, then `failed` with a toast, the hearts staying disabled until the next
 * page load), then moves the guest lists into the account ({@link mergeGuestLists}) and says in a
 * toast when some entries stay behind. A session that turns out to be logged out (a stale hint)
 * makes the page a guest's again. Called again on a page whose lists are `ready`, it only merges.
 */
export async function startAccountWishlist(stores: StateStores, copy: AccountWishlistCopy): Promise<void> {
  const { wishlist, ui } = stores;
  if (wishlist.getState().status !== 'ready') {
    wishlist.setState({ status: 'loading', account: null });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const account = await loadAccountLists();
        wishlist.setState({ status: 'ready', account });
        break;
      } catch (caught) {
        if (loggedOut(caught)) {
          wishlist.setState({ status: 'guest', account: null });
          customerHintChanged();
          return;
        }
        if (attempt > 0) {
          console.error('the wishlist could not be loaded', caught);
          wishlist.setState({ status: 'failed' });
          ui.getState().pushToast({ kind: 'error', message: copy.loadFailed });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }
  if (!(await mergeGuestLists(stores))) ui.getState().pushToast({ kind: 'error', message: copy.mergeFailed });
}
