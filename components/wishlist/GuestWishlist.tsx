'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/graphql/fragments';
import type { PhysicalStoreData } from '@/graphql/store-locator';
import { useIsLoggedIn } from '@/lib/account/customer-hint';
import type { LookbookTile } from '@/lib/prismic/lookbook-queries';
import { useLocalLists, useStateStores } from '@/lib/state/StateProvider';
import { CUSTOMER_WISHLIST_PATH } from '@/lib/wishlist/paths';
import { fetchSavedLooks } from '@/lib/wishlist/saved-looks';
import type { Storefront } from '@/lib/stores';
import { WishlistView } from './WishlistView';

type Loaded = { products: ProductCardData[]; looks: LookbookTile[]; stores: PhysicalStoreData[] } | 'failed' | null;

/**
 * The guest wishlist (spec §2 '/wishlist/ guest wishlist'; §6 'Guests … keep a local guest wishlist
 * and guest lookbook wishlist'): the page is cached and shared, so the browser reads the guest's
 * lists from local storage and loads what they hold: the products by SKU (§7 Search with the `sku`
 * filter; Apollo loads only then), the looks by uid (`/api/wishlist/looks/`) and the saved stores by
 * provider id (§6 'My stores', physicalStores; Apollo too), shown by `WishlistView`. The lists are read once; what is removed here stays shown until the next visit.
 * A logged-in visitor is sent to /customer/wishlist/ (proxy.ts does so before the page; this covers
 * a login in another tab). Loading and failure are announced.
 */
export function GuestWishlist({ storefront }: { storefront: Pick<Storefront, 'locale' | 'language'> }) {
  const t = useTranslations('wishlist');
  const router = useRouter();
  const loggedIn = useIsLoggedIn();
  const { lists } = useStateStores();
  const hydrated = useLocalLists((state) => state.hydrated);
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    if (loggedIn) router.replace(CUSTOMER_WISHLIST_PATH);
  }, [loggedIn, router]);

  useEffect(() => {
    if (!hydrated || loggedIn) return;
    let current = true;
    const { guestWishlist, guestLookbookWishlist, guestStores } = lists.getState();
    Promise.all([
      guestWishlist.length > 0
        ? import('@/lib/wishlist/products-by-sku').then(({ productsBySku }) => productsBySku(guestWishlist))
        : [],
      fetchSavedLooks(guestLookbookWishlist),
      guestStores.length > 0
        ? import('@/lib/physical-stores/saved-stores').then(({ savedStores }) => savedStores(guestStores))
        : [],
    ])
      .then(([products, looks, stores]) => current && setLoaded({ products, looks, stores }))
      .catch((error: unknown) => {
        console.error('the guest wishlist could not be loaded', error);
        if (current) setLoaded('failed');
      });
    return () => {
      current = false;
    };
  }, [hydrated, loggedIn, lists]);

  if (loaded === 'failed') return <p role="alert">{t('loadFailed')}</p>;
  if (loaded === null) return <p role="status">{t('loading')}</p>;
  return (
    <WishlistView products={loaded.products} looks={loaded.looks} stores={loaded.stores} storefront={storefront} />
  );
}
