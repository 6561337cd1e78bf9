'use client';

import { useLocalLists, useWishlist } from '@/lib/state/StateProvider';

/**
 * The visitor's saved stores ('My stores', spec §4 'Wishlist toggle', §6 saved stores) as physical
 * stores' provider ids in the order saved: a guest's from local storage, a logged-in customer's
 * from customFields.customer_settings_stores once the account's lists are loaded; null while not
 * known yet (before hydration, while the account loads). For lists that put the shopper's own
 * stores first (the PDP's store stock). Needs the page's `StateProvider`.
 */
export function useSavedStoreIds(): readonly string[] | null {
  const hydrated = useLocalLists((state) => state.hydrated);
  const guestStores = useLocalLists((state) => state.guestStores);
  const status = useWishlist((state) => state.status);
  const accountStores = useWishlist((state) => state.account?.stores ?? null);
  if (status === 'guest') return hydrated ? guestStores : null;
  return accountStores;
}
