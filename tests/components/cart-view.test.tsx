// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@/lib/stores';
import { DeleteCartItem, UpdateCartItem } from '@/graphql/cart';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CartView } from '@/components/cart/CartView';
import { CartFields } from '@/graphql/fragments';
import { CART_CACHE_ID } from '@/lib/apollo/cache';
import { MiniCart } from '@/components/header/MiniCart';
import { loadCartClient } from '@/lib/cart/load-cart-client';
import { cart, cartLine, visitorWithCart } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

afterEach(() => Cookies.remove(COOKIES.contextHint));

const first = cartLine({ id: 'a', label: 'Odile pump', unitPrice: 89.95, size: '38' });
const second = cartLine({
  id: 'b',
  label: 'Roel sneaker',
  unitPrice: 59.95,
  regularPrice: 79.95,
  size: '43',
  brand: 'Casa Brava',
});

describe('cart page (spec §2 /cart/)', () => {
  it('shows brand, colour, size and the struck-through regular price of a sale line', () => {
    renderIsland(<CartView initialCart={cart([first, second])} locale="en-GB" />);
    const line = screen.getAllByTestId('cart-line')[1]!;
    expect(line).toHaveTextContent('Casa Brava Roel sneaker');
    expect(line).toHaveTextContent('Colour: Cognac');
    expect(within(line).getByTestId('cart-line-size')).toHaveTextContent('Size: 43');
    expect(line.querySelector('s')).toHaveTextContent('£79.95');
  });

  it('changes quantity by one press, updates the mini cart from the cache, keeps focus and announces it', async () => {
    const updated = cart([
      { ...first, quantity: 2, price: { ...first.price, quantity: 2, totalPrice: 179.9 } },
      second,
    ]);
    const { user } = renderIsland(
      <>
        <MiniCart locale="en-GB" />
        <CartView initialCart={cart([first, second])} locale="en-GB" />
      </>,
      {
        mocks: [
          visitorWithCart(cart([first, second])),
          {
            request: { query: UpdateCartItem, variables: { id: 'a', quantity: 2 } },
            result: { data: { updateCartItem: updated } },
          },
        ],
      },
    );
    // The mini cart shows the page's cart (tests/components/cart-page-cart.test.tsx: without loading Apollo).
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2'));
    const increase = screen.getByRole('button', { name: 'Increase quantity of Rivoli Odile pump' });
    await user.click(increase);
    await waitFor(() =>
      expect(screen.getByTestId('cart-status')).toHaveTextContent(
        'Quantity of Rivoli Odile pump changed to 2. Total £244.80.',
      ),
    );
    // The announcement and the cache write that redraws the line and the mini cart land in either order.
    await waitFor(() => expect(screen.getAllByTestId('cart-line-quantity')[0]).toHaveTextContent('2'));
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3'));
    expect(increase).toHaveFocus();
  });

  it('keeps the cart as it was and shows a translated message when a change fails', async () => {
    const { user } = renderIsland(<CartView initialCart={cart([first])} locale="en-GB" />, {
      mocks: [
        {
          request: { query: UpdateCartItem, variables: { id: 'a', quantity: 2 } },
          error: new CombinedGraphQLErrors({
            errors: [{ message: 'no stock', extensions: { code: 'OUT_OF_STOCK', messageKey: 'errors.outOfStock' } }],
          }),
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Rivoli Odile pump' }));
    expect(
      await screen.findByText('Sorry, this size is no longer in stock in the quantity you chose.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('1');
  });

  it('moves focus to the next line after a removal, and to the empty-cart message after the last', async () => {
    const { user } = renderIsland(<CartView initialCart={cart([first, second])} locale="en-GB" />, {
      mocks: [
        {
          request: { query: DeleteCartItem, variables: { id: 'a' } },
          result: { data: { deleteCartItem: cart([second]) } },
        },
        { request: { query: DeleteCartItem, variables: { id: 'b' } }, result: { data: { deleteCartItem: cart([]) } } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Rivoli Odile pump' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Casa Brava Roel sneaker' })).toHaveFocus());
    expect(screen.getByTestId('cart-status')).toHaveTextContent(
      'Rivoli Odile pump has been removed from your shopping bag.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Casa Brava Roel sneaker' }));
    await waitFor(() => expect(screen.getByTestId('cart-empty')).toHaveFocus());
    expect(screen.getByTestId('cart-status')).toHaveTextContent(
      'Casa Brava Roel sneaker has been removed. Your shopping bag is empty.',
    );
  });

  it('with the cart operations already loaded (a client navigation after an add), seeds the cache at once and follows writes from other islands', async () => {
    await loadCartClient();
    const { client } = renderIsland(<CartView initialCart={cart([first])} locale="en-GB" />);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await waitFor(() =>
      expect(
        client.cache.readFragment({ id: CART_CACHE_ID, fragment: CartFields, fragmentName: 'CartFields' }),
      ).toEqual(expect.objectContaining({ items: [expect.objectContaining({ id: 'a' })] })),
    );
    // An add elsewhere on the page (the recently viewed products' add button) writes the cache.
    client.cache.writeFragment({
      id: CART_CACHE_ID,
      fragment: CartFields,
      fragmentName: 'CartFields',
      data: cart([first, second]),
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
  });
});
