'use client';

import { useMutation } from '@apollo/client/react';
import { AddToCart, DeleteCartItem, UpdateCartItem } from '@/graphql/cart';
import type { CartData } from '@/graphql/fragments';
import { useCartNotifier } from './use-cart';

/** Quantity added from the size picker and the upsell (spec §9 'Add-to-cart quantity'). */
export const ADD_QUANTITY = 1;

/**
 * The cart mutations of spec §7 through Apollo: each returns the new cart (already written over
 * the cached `Cart:{}`, so every island shows it) and shows its notifications as toasts (spec §5).
 * A failed call throws (an Apollo error; translate with `useCommerceErrorMessage`) and leaves the
 * cached cart as it was: nothing is emptied.
 */
export function useCartMutations() {
  const notify = useCartNotifier();
  const [add, addState] = useMutation(AddToCart);
  const [update, updateState] = useMutation(UpdateCartItem);
  const [remove, removeState] = useMutation(DeleteCartItem);

  function done(cart: CartData | undefined): CartData {
    if (!cart) throw new Error('Cart mutation answered without a cart');
    notify(cart);
    return cart;
  }

  return {
    /** Adds {@link ADD_QUANTITY} of a variant (type product, referencedId = variant id). */
    addVariant: async (variantId: string) =>
      done(
        (await add({ variables: { items: [{ referencedId: variantId, type: 'product', quantity: ADD_QUANTITY }] } }))
          .data?.addToCart,
      ),
    /** Sets a line's quantity (1 or more). */
    updateQuantity: async (lineId: string, quantity: number) =>
      done((await update({ variables: { id: lineId, quantity } })).data?.updateCartItem),
    /** Removes a line. */
    removeLine: async (lineId: string) => done((await remove({ variables: { id: lineId } })).data?.deleteCartItem),
    busy: addState.loading || updateState.loading || removeState.loading,
  };
}
