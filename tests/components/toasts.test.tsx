// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdateCartItem } from '@/graphql/cart';
import { CartView } from '@/components/cart/CartView';
import { cart, cartLine } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

const line = cartLine({ id: 'a', label: 'Odile pump' });
const cartError = (messageKey: string) => ({
  __typename: 'CartError' as const,
  key: `${messageKey}-a`,
  messageKey,
  message: `back-end text for ${messageKey}`,
  level: 10,
});

describe('cart notifications as toasts (spec §5, §8)', () => {
  it('announces errors assertively and successes politely, suppresses blocked methods, and can be dismissed', async () => {
    const answer = cart(
      [{ ...line, quantity: 2 }],
      [
        cartError('product-stock-reached'),
        cartError('promotion-discount-added'),
        cartError('shipping-method-blocked'),
        cartError('some-new-key'),
      ],
    );
    const { user } = renderIsland(<CartView initialCart={cart([line])} locale="en-GB" />, {
      mocks: [
        {
          request: { query: UpdateCartItem, variables: { id: 'a', quantity: 2 } },
          result: { data: { updateCartItem: answer } },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Rivoli Odile pump' }));
    const alerts = screen.getAllByRole('alert').find((region) => region.getAttribute('aria-live') === 'assertive')!;
    await within(alerts).findByText(
      'We have fewer in stock of an item than the quantity you chose. Please check your shopping bag.',
    );
    expect(within(alerts).getByText('back-end text for some-new-key')).toBeInTheDocument();
    const status = screen
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-live') === 'polite' && region.className)!;
    expect(within(status).getByText('The discount has been added to your shopping bag.')).toBeInTheDocument();
    expect(screen.queryByText(/shipping-method-blocked/)).toBeNull();
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    await user.click(within(alerts).getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });
});
