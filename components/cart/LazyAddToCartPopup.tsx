'use client';

import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/lib/state/StateProvider';

/**
 * The popup with its preview, upsell and cart operations: fetched when the first add opens it, never
 * in a page's first load (docs/benchmarks.md, e2e/bundle-budget.spec.ts).
 */
const AddToCartPopup = lazy(() => import('./AddToCartPopup').then((module) => ({ default: module.AddToCartPopup })));

/**
 * The add-to-cart popup of the shop frame (spec §2 'Add-to-cart popup'), loaded on first use: it
 * renders nothing until an add opens the `addedToCart` modal through the UI store, then the popup
 * (which opens at once, the store already naming it) and keeps it mounted for later adds.
 *
 * @param locale BCP 47 locale for prices, e.g. `nl-NL`
 * @param priceNote what the upsell's asterisked prices include, rendered by the server (`OverlayPriceNote`)
 */
export function LazyAddToCartPopup({ locale, priceNote }: { locale: string; priceNote?: React.ReactNode }) {
  const opened = useUiStore((state) => state.modal?.id === 'addedToCart');
  const [needed, setNeeded] = useState(false);
  if (opened && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AddToCartPopup locale={locale} priceNote={priceNote} />
    </Suspense>
  ) : null;
}
