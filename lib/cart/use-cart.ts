'use client';

import { useFragment } from '@apollo/client/react';
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
