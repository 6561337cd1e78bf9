'use client';

import type { CartData } from '@/graphql/fragments';
import { useSeedCart } from './use-cart';

/**
 * Puts a cart a page read into the Apollo cache, so islands elsewhere on the page (the header's mini
 * cart) show it too: e.g. the payment return page, whose restore happens after the layout read the
 * context. Renders nothing.
 */
export function CartSeed({ cart }: { cart: CartData }) {
  useSeedCart(cart);
  return null;
}
