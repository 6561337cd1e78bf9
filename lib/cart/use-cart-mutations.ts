'use client';

import { useState } from 'react';
import type { CartData } from '@/graphql/fragments';
import { contextHintChanged } from './context-hint';
import { loadCartClient } from './load-cart-client';
import { useCartNotifier } from './use-cart-notifier';

/** Quantity added from the size picker and the upsell (spec §9 'Add-to-cart quantity'). */
export const ADD_QUANTITY = 1;

type CartClient = typeof import('./cart-client');

/**
 * The cart mutations of spec §7: each resolves to the new cart (already written over the cached
 * `Cart:{}` of the browser's Apollo client, so every island shows it) and shows its notifications as
 * toasts (spec §5). The Apollo client and the operations load with the first call, not with the
 * page (docs/decisions/0018-lazy-apollo-loading.md). A failed call rejects with a `CommerceError` (translate with
 * `useCommerceErrorMessage`) and leaves the cached cart as it was: nothing is emptied.
 * `busy` is true while any call of this hook runs.
 */
export function useCartMutations() {
  const notify = useCartNotifier();
  const [running, setRunning] = useState(0);

  async function run(mutation: (client: CartClient) => Promise<CartData>): Promise<CartData> {
    setRunning((count) => count + 1);
    try {
      const cart = await mutation(await loadCartClient());
      notify(cart);
      return cart;
    } finally {
      setRunning((count) => count - 1);
      // The first add creates the visitor's context: the mini cart starts following the cart.
      contextHintChanged();
    }
  }

  return {
    /** Adds {@link ADD_QUANTITY} of a variant (type product, referencedId = variant id). */
    addVariant: (variantId: string) => run((client) => client.addVariant(variantId, ADD_QUANTITY)),
    /** Sets a line's quantity (1 or more). */
    updateQuantity: (lineId: string, quantity: number) => run((client) => client.updateQuantity(lineId, quantity)),
    /** Redeems a club voucher by barcode (a promotion line). */
    addVoucher: (barcode: string) => run((client) => client.addVoucher(barcode)),
    /** Removes a line (a product or a voucher's promotion line). */
    removeLine: (lineId: string) => run((client) => client.removeLine(lineId)),
    busy: running > 0,
  };
}
