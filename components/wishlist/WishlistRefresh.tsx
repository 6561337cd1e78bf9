'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useWishlist } from '@/lib/state/StateProvider';

/**
 * Keeps the per-request customer wishlist page up to date with what the browser adds: when the
 * account's lists hold a product, look or store the page was not rendered with (the guest lists merged at
 * login after the page was rendered, or an add in another tab), the page renders again. Removals do
 * not reload: a removed item stays shown with its heart released (see `WishlistView`). Renders nothing.
 *
 * @param skus the products' SKUs the page was rendered with
 * @param looks the lookbook uids the page was rendered with
 * @param stores the saved stores' provider ids the page was rendered with
 */
export function WishlistRefresh({ skus, looks, stores = [] }: { skus: string[]; looks: string[]; stores?: string[] }) {
  const router = useRouter();
  const account = useWishlist((state) => state.account);
  const added =
    account !== null &&
    (account.products.some((product) => !skus.includes(product.sku)) ||
      account.lookbooks.some((uid) => !looks.includes(uid)) ||
      account.stores.some((id) => !stores.includes(id)));
  useEffect(() => {
    if (added) router.refresh();
  }, [added, router]);
  return null;
}
