// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateShippingAddress } from '@/graphql/checkout';
import { DetailsForm } from '@/components/checkout/DetailsForm';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderIsland } from '../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
vi.mock('@/components/layout/RouteProgress', () => ({ startRouteProgress: () => {} }));
// The steps' mutations load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

beforeEach(() => push.mockReset());

const countries = [
  { id: 'NL', name: 'Netherlands', iso: 'NL' },
  { id: 'BE', name: 'Belgium', iso: 'BE' },
];
const salutations = [
  { id: 'mr', key: 'mr', displayName: 'Mr' },
  { id: 'mrs', key: 'mrs', displayName: 'Mrs' },
];
const input = {
  email: 'sam@example.com',
  salutationId: 'mrs',
  firstName: 'Sam',
  lastName: 'Jansen',
  street: 'Damstraat 1',
  zipcode: '1012 AB',
  city: 'Amsterdam',
  countryId: 'NL',
  phoneNumber: null,
};

function renderForm(mocks: NonNullable<Parameters<typeof renderIsland>[1]>['mocks'] = []) {
  return renderIsland(
    <DetailsForm countries={countries} salutations={salutations} defaults={{ countryId: 'NL', firstName: 'Sam' }} />,
    { mocks },
  );
}

async function fill(user: ReturnType<typeof renderIsland>['user']) {
  await user.type(screen.getByLabelText('E-mail *'), input.email);
  await user.click(screen.getByRole('radio', { name: 'Mrs' }));
  await user.type(screen.getByLabelText('Last name *'), input.lastName);
  await user.type(screen.getByLabelText('Street and house number *'), input.street);
  await user.type(screen.getByLabelText('Postal code *'), input.zipcode);
  await user.type(screen.getByLabelText('City *'), input.city);
}

describe('checkout details form on the shared address fields (spec §2 Checkout, §5)', () => {
  it('keeps its field ids and autocomplete tokens, and shows errors on blur', async () => {
    const { user } = renderForm();
    for (const [label, id, token] of [
      ['E-mail *', 'details-email', 'email'],
      ['First name *', 'details-firstName', 'given-name'],
      ['Street and house number *', 'details-street', 'street-address'],
      ['Postal code *', 'details-zipcode', 'postal-code'],
      ['Phone number (optional)', 'details-phoneNumber', 'tel'],
    ])
      expect(screen.getByLabelText(label!)).toMatchObject({ id, autocomplete: token });
    await user.type(screen.getByLabelText('Postal code *'), '1000');
    await user.tab();
    expect(await screen.findByText('Please enter a valid postal code')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code *')).toHaveAttribute('aria-describedby', 'details-zipcode-error');
  });

  it('focuses the first invalid field on submit', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue to shipment' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail *')).toHaveFocus());
    expect(screen.getByText('The gender is required')).toBeInTheDocument();
  });

  it('sends the details and goes on to the shipment step', async () => {
    const { user } = renderForm([
      {
        request: { query: UpdateShippingAddress, variables: { input } },
        result: {
          data: { updateShippingAddress: { __typename: 'Context', customer: { __typename: 'Customer', id: 'g' } } },
        },
      },
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue to shipment' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/shipment/'));
  });

  it('marks the fields the back end rejects and keeps the input', async () => {
    const { user } = renderForm([
      {
        request: { query: UpdateShippingAddress, variables: { input } },
        error: new CombinedGraphQLErrors({
          errors: [
            {
              message: 'bad',
              extensions: { code: 'INVALID_ADDRESS', messageKey: 'errors.invalidAddress', fields: ['city'] },
            },
          ],
        }),
      },
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue to shipment' }));
    expect(await screen.findByText('Please check your details.')).toBeInTheDocument();
    expect(screen.getByLabelText('City *')).toHaveAccessibleDescription('Please check this field');
    expect(screen.getByLabelText('City *')).toHaveValue('Amsterdam');
    expect(push).not.toHaveBeenCalled();
  });
});
