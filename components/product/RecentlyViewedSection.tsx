'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useLocalLists } from '@/lib/state/StateProvider';
import { recentlyViewedToShow } from '@/lib/product/recently-viewed-skus';

/** The list and its product query load after the page, and only for a visitor who has viewed others. */
const RecentlyViewedList = dynamic(() => import('./RecentlyViewedList').then((module) => module.RecentlyViewedList), {
  ssr: false,
});

/**
 * Recently viewed products (spec §4 'Recently viewed': the persisted list, newest first, duplicates
 * moved to the front) on the PDP and the cart. `viewed`: the PDP's SKU, recorded as viewed and not
 * listed. Read from local storage after mount, so the cached page is the same for everyone; nothing
 * shows until there is something to show. `locale` formats the prices; `hideDiscounts` leaves their
 * struck-through regular prices out (Belgium's sale period, spec §9, as the page decided).
 */
export function RecentlyViewedSection({
  viewed,
  locale,
  hideDiscounts = false,
}: {
  viewed?: string;
  locale: string;
  hideDiscounts?: boolean;
}) {
  const hydrated = useLocalLists((state) => state.hydrated);
  const addRecentlyViewed = useLocalLists((state) => state.addRecentlyViewed);
  const recentlyViewed = useLocalLists((state) => state.recentlyViewed);

  useEffect(() => {
    if (hydrated && viewed) addRecentlyViewed(viewed);
  }, [hydrated, viewed, addRecentlyViewed]);

  const skus = hydrated ? recentlyViewedToShow(recentlyViewed, viewed) : [];
  return skus.length > 0 ? <RecentlyViewedList skus={skus} locale={locale} hideDiscounts={hideDiscounts} /> : null;
}
