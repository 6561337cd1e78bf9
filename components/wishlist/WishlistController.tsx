'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useIsLoggedIn } from '@/lib/account/customer-hint';
import { useLocalLists, useStateStores } from '@/lib/state/StateProvider';

/** The controller's toasts, translated on the server (`wishlist`). */
export interface WishlistCopy {
  /** After a product was added. */
  added: string;
  /** After a product was removed. */
  removed: string;
  /** After a login, when some guest entries could not be moved to the account yet. */
  mergeFailed: string;
  /** When a logged-in visitor's wishlist could not be loaded. */
  loadFailed: string;
}

/**
 * The page's wishlist (spec §4 'Wishlist toggle', §6), mounted once in the document's layout and
 * rendering nothing. Its work loads after the page hydrated, so it adds next to nothing to a page's
 * first load (docs/benchmarks.md 'Budgets'):
 * - the product hearts (cards, PDP) are served by one document listener and follow the wishlist
 *   (`lib/wishlist/hearts.ts`; a press while it loads is served when it arrives; the toggle itself
 *   loads on the first press);
 * - once the hint says the visitor is logged in, the hearts wait (`loading`) while the account's
 *   lists load, and the guest lists are moved into the account, wherever the login happened (login
 *   page, checkout, registration confirmation; `lib/wishlist/account-session.ts`, with Apollo and
 *   the account calls, loaded only then). Logged out, the local lists are the wishlist again.
 */
export function WishlistController({ copy }: { copy: WishlistCopy }) {
  const stores = useStateStores();
  const loggedIn = useIsLoggedIn();
  const hydrated = useLocalLists((state) => state.hydrated);
  const t = useTranslations();
  const latest = useRef({ ...copy, t });
  useEffect(() => {
    latest.current = { ...copy, t };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    // Clicks while the hearts' code is on its way are kept and served when it arrives.
    const earlier: EventTarget[] = [];
    const keep = (event: MouseEvent) => earlier.push(event.target!);
    document.addEventListener('click', keep);
    void import('@/lib/wishlist/hearts').then(({ watchHearts }) => {
      document.removeEventListener('click', keep);
      if (mounted) stop = watchHearts(stores, () => latest.current, earlier);
    });
    return () => {
      mounted = false;
      document.removeEventListener('click', keep);
      stop?.();
    };
  }, [stores]);

  useEffect(() => {
    const { wishlist } = stores;
    if (!loggedIn) {
      wishlist.setState({ status: 'guest', account: null, pending: [] });
      return;
    }
    if (wishlist.getState().status === 'guest') wishlist.setState({ status: 'loading' });
    if (hydrated)
      void import('@/lib/wishlist/account-session').then(({ startAccountWishlist }) =>
        startAccountWishlist(stores, latest.current),
      );
  }, [loggedIn, hydrated, stores]);

  return null;
}
