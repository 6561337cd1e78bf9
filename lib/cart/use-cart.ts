'use client';

import { useEffect, useState } from 'react';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { CartFields, type CartData } from '@/graphql/fragments';
import { CART_CACHE_ID } from '@/lib/apollo/cache';
import { useUiStore } from '@/lib/state/StateProvider';
import { cartNotifications } from './notifications';

/**
 * The visitor's cart from the Apollo cache (the `Cart:{}` singleton), or null before the visitor
 * has one. Re-renders whenever any operation writes the cart (add, update, remove, restore).
 */
export function useCart(): CartData | null {
  const result = useFragment({ fragment: CartFields, fragmentName: 'CartFields', from: CART_CACHE_ID });
  return result.complete ? (result.data as CartData) : null;
}

/**
 * Puts a cart the server rendered into the Apollo cache, so islands read it from there (DESIGN.md
 * 'Storefront data layer'). The first write happens during the first render (server and browser
 * alike, so both render the same cart); a newer server cart (a later navigation) is written after
 * render. `null` (no context yet) writes nothing.
 */
export function useSeedCart(cart: CartData | null): void {
  const client = useApolloClient();
  const write = (data: CartData) =>
    client.cache.writeFragment({ id: CART_CACHE_ID, fragment: CartFields, fragmentName: 'CartFields', data });
  const [firstCart] = useState(() => {
    if (cart) write(cart);
    return cart;
  });
  useEffect(() => {
    if (cart && cart !== firstCart) {
      client.cache.writeFragment({ id: CART_CACHE_ID, fragment: CartFields, fragmentName: 'CartFields', data: cart });
    }
  }, [cart, firstCart, client]);
}

/**
 * Returns a function that shows the toasts a cart answer asks for (spec §5 'Cart notifications'):
 * translated from `cartNotifications.<key>` when the messages have it, else the back end's text.
 */
export function useCartNotifier(): (cart: CartData) => void {
  const t = useTranslations('cartNotifications');
  const pushToast = useUiStore((state) => state.pushToast);
  return (cart) => {
    for (const notification of cartNotifications(cart.errors)) {
      pushToast({
        kind: notification.kind,
        message: t.has(notification.messageKey) ? t(notification.messageKey) : notification.message,
      });
    }
  };
}
