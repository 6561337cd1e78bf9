'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import type { CartData } from '@/graphql/fragments';
import { useStateStores } from '@/lib/state/StateProvider';
import { loadCartClient } from './load-cart-client';

/**
 * The visitor's cart as a page's server rendered it (`serverCart`, null before the visitor has one),
 * then as the browser's Apollo cache holds it. Apollo is not loaded for it: the page shows the server's
 * cart and hands it to the islands outside the page (the header's mini cart, through the page cart
 * store), and the first cart change on the page, here or elsewhere (an add from a product slider),
 * loads the cart operations (`loadCartClient`). When they load, before that change runs, the server's
 * cart is written to the cache and every later write re-renders the caller. Already loaded (a client
 * navigation after an add), that happens at once (docs/decisions/0018-lazy-apollo-loading.md).
 */
export function useFollowedCart(serverCart: CartData | null): CartData | null {
  const [cart, setCart] = useState(serverCart);
  const [seenServerCart, setSeenServerCart] = useState(serverCart);
  const { pageCart } = useStateStores();
  // A newer server render (a refresh) replaces what is shown at once.
  if (serverCart !== seenServerCart) {
    setSeenServerCart(serverCart);
    if (serverCart) setCart(serverCart);
  }

  // Handed over in the commit that hydrates the page (layout effects), well before the mini cart would ask
  // for the visitor's cart when the browser is idle; taken back when the page goes (a client navigation).
  useLayoutEffect(() => {
    pageCart.setState({ cart });
  }, [pageCart, cart]);
  useLayoutEffect(() => () => pageCart.setState({ cart: undefined }), [pageCart]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = loadCartClient.whenLoaded((client) => {
      if (serverCart) client.seedCart(serverCart);
      stop = client.followCart(setCart);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [serverCart]);

  return cart;
}
