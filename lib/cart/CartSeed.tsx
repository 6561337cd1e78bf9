'use client';

import { useEffect } from 'react';
import type { CartData } from '@/graphql/fragments';
import { loadCartClient } from './load-cart-client';

/**
 * Puts a cart a page read into the browser's Apollo cache once the page has hydrated, so islands
 * elsewhere on the page (the header's mini cart) show it too: e.g. the payment return page, whose
 * restore happens after the layout read the context. Renders nothing; loads Apollo with the cart
 * operations (`loadCartClient`), not with the page.
 */
export function CartSeed({ cart }: { cart: CartData }) {
  useEffect(() => {
    loadCartClient().then(
      (client) => client.seedCart(cart),
      // Offline: the mini cart reads the cart itself when it loads.
      () => undefined,
    );
  }, [cart]);
  return null;
}
