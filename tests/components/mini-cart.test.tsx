// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/graphql/cart';
import { CartFields } from '@/graphql/fragments';
import { CART_CACHE_ID } from '@/lib/apollo/cache';
import { useCartMutations } from '@/lib/cart/use-cart-mutations';
import { COOKIES } from '@/lib/stores';
import { MiniCart } from '@/components/header/MiniCart';
import { cart, cartLine, visitorCartAnswer, visitorWithCart } from '../support/cart-fixture';
import { renderIsland } from '../support/render';
import fr from '@/messages/fr.json';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

afterEach(() => Cookies.remove(COOKIES.contextHint));

/** A button that adds variant `v1` through the cart operations, as the PDP's add button does. */
function AddButton() {
  const { addVariant } = useCartMutations();
  return (
    <button type="button" onClick={() => void addVariant('v1')}>
      add
    </button>
  );
}

describe('MiniCart (spec §2 Header)', () => {
  it('loads the cart after hydration when the visitor has a context (pages are shared)', async () => {
    const visitorCart = cart([cartLine({ id: 'a', label: 'Odile pump', quantity: 3, unitPrice: 10 })]);
    renderIsland(<MiniCart locale="en-GB" />, { mocks: [visitorWithCart(visitorCart)] });
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('£30.00');
    // The visitor's own cart arriving after a page load is not news: nothing is announced.
    expect(screen.getByTestId('mini-cart-status')).toHaveTextContent('');
  });

  it('asks for no cart without a context: an empty bag at once', () => {
    // No mock answers VisitorCart: a query would fail the render with an error.
    renderIsland(<MiniCart locale="en-GB" />);
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('0');
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('£0.00');
  });

  it("shows the server's empty total without formatting one, and formats a cart's own", async () => {
    const format = vi.spyOn(Intl, 'NumberFormat');
    renderIsland(<MiniCart locale="en-GB" emptyTotal="£0.00 (server)" />);
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('£0.00 (server)');
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
    cleanup();
    const visitorCart = cart([cartLine({ id: 'a', label: 'Odile pump', quantity: 1, unitPrice: 10 })]);
    renderIsland(<MiniCart locale="en-GB" emptyTotal="£0.00 (server)" />, { mocks: [visitorWithCart(visitorCart)] });
    await waitFor(() => expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('£10.00'));
  });

  it('shows count and the items total without shipping, and each line with brand and size', async () => {
    const visitorCart = cart([cartLine({ id: 'a', label: 'Odile pump', quantity: 2, unitPrice: 39.95, size: '39' })]);
    renderIsland(<MiniCart locale="nl-NL" />, { mocks: [visitorWithCart(visitorCart)] });
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2'));
    // € 79,90 of items; the cart's total with default shipping would be € 84,85.
    expect(screen.getByTestId('mini-cart-total')).toHaveTextContent('€ 79,90');
    const panel = screen.getByRole('region', { hidden: true });
    expect(within(panel).getByText(/Rivoli\s+Odile pump · size 39/)).toBeInTheDocument();
  });

  it("names a shoe's size 'pointure' in French, and clothing's 'taille'", async () => {
    const visitorCart = cart([
      cartLine({ id: 'a', label: 'Odile escarpin', size: '39', sizeTableId: 'shoes-women' }),
      cartLine({ id: 'b', label: 'Lina robe', size: 'M', sizeTableId: 'clothing' }),
    ]);
    renderIsland(<MiniCart locale="fr-FR" />, { mocks: [visitorWithCart(visitorCart)], locale: 'fr', messages: fr });
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2'));
    const panel = screen.getByRole('region', { hidden: true });
    expect(within(panel).getByText(/Odile escarpin · pointure 39/)).toBeInTheDocument();
    expect(within(panel).getByText(/Lina robe · taille M/)).toBeInTheDocument();
  });

  it('follows a cart written to the Apollo cache by any mutation, and announces it', async () => {
    const { client } = renderIsland(<MiniCart locale="en-GB" />, { mocks: [visitorWithCart(cart([]))] });
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('0'));
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
      expect(screen.getByTestId('mini-cart-status')).toHaveTextContent('Shopping bag: 1 item, £89.95'),
    );
  });

  it("starts following the cart with a first visitor's first add, and announces it", async () => {
    const added = cart([cartLine({ id: 'a', label: 'Odile pump', unitPrice: 89.95 })]);
    const { user } = renderIsland(
      <>
        <MiniCart locale="en-GB" />
        <AddButton />
      </>,
      {
        mocks: [
          {
            request: { query: AddToCart, variables: { items: [{ referencedId: 'v1', type: 'product', quantity: 1 }] } },
            // The BFF's answer creates the context and sets the hint cookie beside the token.
            result: () => {
              Cookies.set(COOKIES.contextHint, '1');
              return { data: { addToCart: added } };
            },
          },
          visitorCartAnswer(added),
        ],
      },
    );
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'));
    await waitFor(() =>
      expect(screen.getByTestId('mini-cart-status')).toHaveTextContent('Shopping bag: 1 item, £89.95'),
    );
  });

  it('opens its panel on focus and closes it on Escape and when focus leaves (WCAG 1.4.13)', async () => {
    const { user } = renderIsland(
      <>
        <MiniCart locale="en-GB" />
        <button type="button">after</button>
      </>,
      { mocks: [visitorWithCart(cart([cartLine({ id: 'a', label: 'Odile pump' })]))] },
    );
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'));
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
