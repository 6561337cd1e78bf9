// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { AddToCart, DeleteCartItem } from '@/graphql/cart';
import type { CartItemData } from '@/graphql/fragments';
import { CartView } from '@/components/cart/CartView';
import { MiniCart } from '@/components/header/MiniCart';
import { COOKIES } from '@/lib/stores';
import { cart, cartLine, visitorWithCart } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

afterEach(() => Cookies.remove(COOKIES.contextHint));

const BARCODE = '2900000000017';
const shoe = cartLine({ id: 'a', label: 'Odile pump', unitPrice: 89.95 });
const voucher = { barcode: BARCODE, waarde: 10, geldig_tm: '2027-05-21', miniumPurchaseAmount: null };

/** The promotion line commerce answers for a redeemed voucher (spec §7: type promotion, negative price). */
function promotionLine(): CartItemData {
  const line = cartLine({ id: 'voucher-1', label: `Voucher ${BARCODE}`, unitPrice: -10 });
  return { ...line, type: 'promotion', referencedId: BARCODE, product: null, image: null, url: null } as CartItemData;
}

const redeem = (items: { referencedId: string; type: string; quantity: number }[]) => ({
  request: { query: AddToCart, variables: { items } },
});

/**
 * Club vouchers are worth euros and count in the euro storefronts only; the copy under test is English,
 * so the amounts are formatted for an English-speaking euro locale of no storefront.
 */
const EURO_LOCALE = 'en-IE';

describe('club vouchers in the cart (spec §7 addToCart type promotion, item removal)', () => {
  it('offers no club voucher on the English storefront, which sells in pounds', () => {
    renderIsland(<CartView initialCart={cart([shoe])} locale="en-GB" vouchers={[voucher]} />);
    expect(screen.queryByRole('heading', { name: 'Club voucher' })).toBeNull();
    expect(screen.queryByLabelText('Voucher code')).toBeNull();
  });

  it('asks a guest to log in and come back to the cart', () => {
    renderIsland(<CartView initialCart={cart([shoe])} locale={EURO_LOCALE} vouchers={null} />);
    const link = screen.getByRole('link', { name: 'Log in' });
    // next/link drops the trailing slash outside the app's trailingSlash config.
    expect(link.getAttribute('href')).toMatch(/^\/account\/?\?redirect=%2Fcart%2F$/);
    expect(screen.queryByLabelText('Voucher code')).toBeNull();
  });

  it('redeems a listed voucher: a discount row in the totals, announced, and no extra item in the mini cart', async () => {
    const redeemed = cart([shoe, promotionLine()], [
      {
        __typename: 'CartError',
        key: 'promotion-discount-added',
        messageKey: 'promotion-discount-added',
        message: 'Your voucher has been added.',
        level: 0,
      },
    ] as never);
    const { user } = renderIsland(
      <>
        <MiniCart locale={EURO_LOCALE} />
        <CartView initialCart={cart([shoe])} locale={EURO_LOCALE} vouchers={[voucher]} />
      </>,
      {
        mocks: [
          visitorWithCart(cart([shoe])),
          {
            ...redeem([{ referencedId: BARCODE, type: 'promotion', quantity: 1 }]),
            result: { data: { addToCart: redeemed } },
          },
        ],
      },
    );
    // The member's panel is its own chunk (no form libraries for guests): give it time on a busy machine.
    expect(
      await screen.findByText('Voucher of €10.00, valid until 21 May 2027', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use' }));
    // The first cart change loads the cart client (a lazy chunk): slow on a busy machine.
    await waitFor(() => expect(screen.getByTestId('cart-discount')).toHaveTextContent(`Voucher ${BARCODE}−€10.00`), {
      timeout: 5000,
    });
    // The cache write (the row) and the announcement (after the call resolves) land in either order.
    await waitFor(() => expect(screen.getByTestId('cart-status')).toHaveTextContent(`Voucher ${BARCODE} redeemed.`));
    // The promotion is not a product line and not an item of the count.
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'));
    // A redeemed voucher leaves the list of vouchers to use.
    expect(screen.queryByRole('button', { name: 'Use' })).toBeNull();
  });

  it('checks the code before calling, and shows the back end’s refusal without touching the cart', async () => {
    const { user } = renderIsland(<CartView initialCart={cart([shoe])} locale={EURO_LOCALE} vouchers={[]} />, {
      mocks: [
        {
          ...redeem([{ referencedId: '123456789', type: 'promotion', quantity: 1 }]),
          error: new CombinedGraphQLErrors({
            errors: [
              {
                message: 'This voucher cannot be used.',
                extensions: { code: 'VOUCHER_NOT_AVAILABLE', messageKey: 'errors.voucherNotAvailable' },
              },
            ],
          }),
        },
      ],
    });
    const field = await screen.findByLabelText('Voucher code', {}, { timeout: 5000 });
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('A voucher code has 6 to 20 digits.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '123456789');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText(
        'This voucher cannot be used. It may have been used already or have expired.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(field).toHaveValue('123456789');
  });

  it('removes a redeemed voucher and returns focus to the code field', async () => {
    const withVoucher = cart([shoe, promotionLine()]);
    const { user } = renderIsland(<CartView initialCart={withVoucher} locale={EURO_LOCALE} vouchers={[voucher]} />, {
      mocks: [
        {
          request: { query: DeleteCartItem, variables: { id: 'voucher-1' } },
          result: { data: { deleteCartItem: cart([shoe]) } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: `Remove voucher ${BARCODE}` }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('cart-status')).toHaveTextContent(`Voucher ${BARCODE} removed.`), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Voucher code')).toHaveFocus());
  });
});
