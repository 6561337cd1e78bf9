'use client';

import { useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { CartFields, type CartData } from '@/graphql/fragments';
import { CART_CACHE_ID } from '@/lib/apollo/cache';

/**
 * The visitor's cart from the Apollo cache (the `Cart:{}` singleton), or null before the visitor
 * has one. Re-renders whenever any operation writes the cart (add, update, remove, restore).
 */
export function useCart(): CartData | null {
  const result = useFragment({ fragment: CartFields, fragmentName: 'CartFields', from: CART_CACHE_ID });
  return result.complete ? (result.data as CartData) : null;
}

/**
 * Puts a cart the server rendered into the Apollo cache, so islands read it from there (docs/architecture.md
 * 'Storefront data layer'). The first write happens during the first render (server and browser
 * alike, so both render the same cart); a newer server cart (a later navigation) is written after
 * render. `null` (no context yet) writes nothing.
 */
export function useSeedCart(cart: CartData | null): void {
  const client = useApolloClient();
  const [firstCart] = useState(() => {
    if (cart) writeCart(client, cart);
    return cart;
  });
  useEffect(() => {
    if (cart && cart !== firstCart) writeCart(client, cart);
  }, [cart, firstCart, client]);
}

function writeCart(client: ApolloClient, data: CartData): void {
  client.cache.writeFragment({ id: CART_CACHE_ID, fragment: CartFields, fragmentName: 'CartFields', data });
}
