// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { VisitorCart } from '@/graphql/cart';
import { CartFields } from '@/graphql/fragments';
import { CART_CACHE_ID } from '@/lib/apollo/cache';
import { CartSeed } from '@/lib/cart/CartSeed';
import { COOKIES } from '@/lib/stores';
import { MiniCart } from '@/components/header/MiniCart';
import { cart, cartLine } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

afterEach(() => Cookies.remove(COOKIES.contextHint));

describe('MiniCart (spec §2 Header)', () => {
  it('loads the cart after hydration when the visitor has a context (pages are shared)', async () => {
    Cookies.set(COOKIES.contextHint, '1');
    const visitorCart = cart([cartLine({ id: 'a', label: 'Odile pump', quantity: 3, unitPrice: 10 })]);
    renderIsland(<MiniCart locale="en-GB" />, {
      mocks: [
        {
          request: { query: VisitorCart },
          result: { data: { getContext: { __typename: 'Context', cart: visitorCart } } },
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('€30.00');
  });

  it('asks for no cart without a context: an empty bag at once', () => {
    // No mock answers VisitorCart: a query would fail the render with an error.
    renderIsland(<MiniCart locale="en-GB" />);
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('0');
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('€0.00');
  });

  it('shows count and the items total without shipping, and each line with brand and size', () => {
    renderIsland(
      <>
        <CartSeed
          cart={cart([cartLine({ id: 'a', label: 'Odile pump', quantity: 2, unitPrice: 39.95, size: '39' })])}
        />
        <MiniCart locale="nl-NL" />
      </>,
    );
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2');
    // € 79,90 of items; the cart's total with default shipping would be € 84,85.
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('€ 79,90');
    const panel = screen.getByRole('region', { hidden: true });
    expect(within(panel).getByText(/Rivoli\s+Odile pump · size 39/)).toBeInTheDocument();
  });

  it('follows a cart written to the Apollo cache by any mutation, and announces it', async () => {
    const { client } = renderIsland(<MiniCart locale="en-GB" />);
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('0');
    expect(screen.getByTestId('mini-cart-status')).toHaveTextContent('');
    act(() => {
      client.cache.writeFragment({
        id: CART_CACHE_ID,
        fragment: CartFields,
        fragmentName: 'CartFields',
        data: cart([cartLine({ id: 'a', label: 'Odile pump', unitPrice: 89.95 })]),
      });
    });
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'));
    await waitFor(() =>
      expect(screen.getByTestId('mini-cart-status')).toHaveTextContent('Shopping bag: 1 item, €89.95'),
    );
  });

  it('opens its panel on focus and closes it on Escape and when focus leaves (WCAG 1.4.13)', async () => {
    const { user } = renderIsland(
      <>
        <CartSeed cart={cart([cartLine({ id: 'a', label: 'Odile pump' })])} />
        <MiniCart locale="en-GB" />
        <button type="button">after</button>
      </>,
    );
    const panel = screen.getByRole('region', { hidden: true });
    expect(panel).not.toBeVisible();
    await user.tab();
    expect(screen.getByTestId('mini-cart')).toHaveFocus();
    expect(panel).toBeVisible();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    await user.tab({ shift: true });
    await user.tab();
    expect(panel).toBeVisible();
    await user.tab(); // 'Order now' inside the panel
    expect(panel).toBeVisible();
    await user.tab(); // out of the mini cart
    expect(screen.getByText('after')).toHaveFocus();
    expect(panel).not.toBeVisible();
  });
});
