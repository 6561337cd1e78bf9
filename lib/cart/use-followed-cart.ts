'use client';

import { useEffect, useState } from 'react';
import type { CartData } from '@/graphql/fragments';
import { loadCartClient } from './load-cart-client';

/**
 * The visitor's cart as a page's server rendered it (`serverCart`, null before the visitor has one),
 * then as the browser's Apollo cache holds it: after hydration the cart operations load
 * (`loadCartClient`), the server's cart is written to the cache (so the mini cart shows it without
 * asking) and every later write (a change here, an add elsewhere on the page) re-renders the caller.
 * The page renders and works before Apollo has loaded (docs/decisions/0018-lazy-apollo-loading.md).
 */
export function useFollowedCart(serverCart: CartData | null): CartData | null {
  const [cart, setCart] = useState(serverCart);
  const [seenServerCart, setSeenServerCart] = useState(serverCart);
  // A newer server render (a refresh) replaces what is shown at once.
  if (serverCart !== seenServerCart) {
    setSeenServerCart(serverCart);
    if (serverCart) setCart(serverCart);
  }

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    loadCartClient().then(
      (client) => {
        if (stopped) return;
        if (serverCart) client.seedCart(serverCart);
        stop = client.followCart(setCart);
      },
      // Offline: the page keeps the server's cart; a change tries again and reports its own failure.
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [serverCart]);

  return cart;
}
