'use client';

import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { VisitorCart } from '@/graphql/cart';
import type { CartData } from '@/graphql/fragments';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { useCart } from '@/lib/cart/use-cart';

/** The visitor's cart as the mini cart shows it: `loading` until the first answer. */
export interface VisitorCartState {
  cart: CartData | null;
  loading: boolean;
}

/**
 * Follows the visitor's cart for the mini cart (spec §2 Header) and renders nothing: loads it once
 * through the BFF (`VisitorCart`), then reports every cart any island writes to the browser's
 * Apollo cache (adds, quantity changes, a restored cart). Loaded by `MiniCart` only for visitors
 * with a context, with Apollo, which no other part of a catalog page needs before a cart change;
 * its provider hands out the page's one client, so the cache is the one every island shares.
 */
export function MiniCartCart({ onChange }: { onChange: (state: VisitorCartState) => void }) {
  return (
    <ApolloProvider>
      <CartReporter onChange={onChange} />
    </ApolloProvider>
  );
}

function CartReporter({ onChange }: { onChange: (state: VisitorCartState) => void }) {
  const { loading } = useQuery(VisitorCart, { fetchPolicy: 'cache-first' });
  const cart = useCart();
  useEffect(() => onChange({ cart, loading }), [onChange, cart, loading]);
  return null;
}
