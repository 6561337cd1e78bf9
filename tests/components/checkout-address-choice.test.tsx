// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { CustomerAddress } from '@/graphql/account';
import { SetShippingAddress } from '@/graphql/checkout';
import { AddressChoice } from '@/components/checkout/AddressChoice';
import { renderIsland } from '../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
vi.mock('@/components/layout/RouteProgress', () => ({ startRouteProgress: () => {} }));
// The steps' mutations load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

beforeEach(() => push.mockReset());

function address(id: string, street: string, city: string): CustomerAddress {
  return {
    __typename: 'Address',
    id,
    salutationId: 'mrs',
    firstName: 'Sam',
    lastName: 'Jansen',
    street,
    zipcode: '1012 AB',
    city,
    countryId: 'NL',
    country: { __typename: 'Country', id: 'NL', name: 'Netherlands' },
    phoneNumber: null,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
  } as CustomerAddress;
}

const home = address('home', 'Damstraat 1', 'Amsterdam');
const work = address('work', 'Coolsingel 40', 'Rotterdam');
const shipTo = (id: string) => ({ request: { query: SetShippingAddress, variables: { id } } });

describe('checkout details of a logged-in customer (spec §7 setShippingAddress)', () => {
  it('starts on the cart’s address and ships to the chosen book address', async () => {
    const { user } = renderIsland(
      <AddressChoice addresses={[home, work]} selectedId="home" newAddressForm={<p>new address form</p>} />,
      {
        mocks: [
          {
            ...shipTo('work'),
            result: {
              data: { setShippingAddress: { __typename: 'Context', customer: { __typename: 'Customer', id: 'c1' } } },
            },
          },
        ],
      },
    );
    expect(screen.getByRole('radio', { name: /Damstraat 1/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Coolsingel 40, 1012 AB Rotterdam, Netherlands/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipment' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/shipment/'));
  });

  it('shows the translated refusal and stays when the address is not the customer’s', async () => {
    const { user } = renderIsland(
      <AddressChoice addresses={[home]} selectedId="home" newAddressForm={<p>new address form</p>} />,
      {
        mocks: [
          {
            ...shipTo('home'),
            error: new CombinedGraphQLErrors({
              errors: [
                { message: 'gone', extensions: { code: 'ADDRESS_NOT_FOUND', messageKey: 'errors.addressNotFound' } },
              ],
            }),
          },
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Continue to shipment' }));
    expect(await screen.findByText('This address no longer exists.')).toHaveAttribute('role', 'alert');
    expect(push).not.toHaveBeenCalled();
  });

  it('offers a new address: the details form replaces the continue button', async () => {
    const { user } = renderIsland(
      <AddressChoice addresses={[home]} selectedId={null} newAddressForm={<p>new address form</p>} />,
    );
    expect(screen.queryByText('new address form')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(screen.getByText('new address form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to shipment' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Deliver to' })).toBeInTheDocument();
  });
});
