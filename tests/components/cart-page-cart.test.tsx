// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateCartItem } from '@/graphql/cart';
import { CartFields } from '@/graphql/fragments';
import { CART_CACHE_ID } from '@/lib/apollo/cache';
import { COOKIES } from '@/lib/stores';
import { CartView } from '@/components/cart/CartView';
import { MiniCart } from '@/components/header/MiniCart';
import { cart, cartLine } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

// This file's own loader of the cart operations (a fresh module: nothing has loaded them yet), counting its fetches.
const fetchCartClient = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/cart/load-cart-client', async () => {
  const { loadOnce } = await import('@/lib/hydration/load-once');
  return {
    loadCartClient: loadOnce(() => {
      fetchCartClient.count++;
      return import('@/lib/cart/cart-client');
    }),
  };
});

afterEach(() => Cookies.remove(COOKIES.contextHint));

const first = cartLine({ id: 'a', label: 'Odile pump', unitPrice: 89.95, size: '38' });
const second = cartLine({ id: 'b', label: 'Roel sneaker', unitPrice: 59.95, size: '43', brand: 'Casa Brava' });

describe('the cart page shows its cart without loading Apollo for it', () => {
  it('the mini cart shows the page cart; the first change loads the cart operations, seeds the cache and follows it', async () => {
    // A visitor with a context: without the page cart, the mini cart would ask the BFF (no mock answers it).
    Cookies.set(COOKIES.contextHint, '1');
    const updated = cart([
      { ...first, quantity: 2, price: { ...first.price, quantity: 2, totalPrice: 179.9 } },
      second,
    ]);
    const { client, user } = renderIsland(
      <>
        <MiniCart locale="en-GB" />
        <CartView initialCart={cart([first, second])} locale="en-GB" />
      </>,
      {
        mocks: [
          {
            request: { query: UpdateCartItem, variables: { id: 'a', quantity: 2 } },
            result: { data: { updateCartItem: updated } },
          },
        ],
      },
    );
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('£149.90');
    // Nothing announced for the page's own cart, and nothing loaded or written for it.
    expect(screen.getByTestId('mini-cart-status')).toHaveTextContent('');
    expect(fetchCartClient.count).toBe(0);
    expect(client.cache.readFragment({ id: CART_CACHE_ID, fragment: CartFields, fragmentName: 'CartFields' })).toBe(
      null,
    );

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Rivoli Odile pump' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line-quantity')[0]).toHaveTextContent('2'));
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3'));
    expect(fetchCartClient.count).toBe(1);

    // Followed from then on: a write by another island (an add from a product slider) shows here and in the header.
    client.cache.writeFragment({
      id: CART_CACHE_ID,
      fragment: CartFields,
      fragmentName: 'CartFields',
      data: cart([second]),
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'));
  });
});
