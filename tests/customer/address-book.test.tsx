// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AddAddress,
  DefaultBillingAddress,
  DefaultShippingAddress,
  DeleteAddress,
  UpdateAddress,
} from '@/graphql/account';
import { AddressBook } from '@/components/customer/AddressBook';
import { renderIsland } from '../support/render';
import { COUNTRIES, SALUTATIONS, addressFixture, commerceError, customerFixture } from './customer-fixture';

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const home = addressFixture({ id: 'a-home' });
const office = addressFixture({
  id: 'a-office',
  street: 'Grote Markt 5',
  zipcode: '1000',
  city: 'Brussel',
  countryId: 'BE',
  country: { __typename: 'Country', id: 'BE', name: 'Belgium' } as never,
  additionalAddressLine2: 'Floor 3',
});
const withDefaults = customerFixture({ defaultBillingAddressId: 'a-home', defaultShippingAddressId: 'a-home' });

function renderBook(
  addresses = [home, office],
  customer = withDefaults,
  mocks: NonNullable<Parameters<typeof renderIsland>[1]>['mocks'] = [],
) {
  return renderIsland(
    <AddressBook
      addresses={addresses}
      customer={customer}
      countries={COUNTRIES}
      salutations={SALUTATIONS}
      defaultCountryId="NL"
    />,
    { mocks },
  );
}

const card = (text: string) => screen.getAllByTestId('address-card').find((item) => item.textContent?.includes(text))!;
const bookStatus = () =>
  within(screen.getByRole('heading', { name: 'Saved addresses' }).parentElement!).getAllByRole('status')[0]!;

function customerResult(field: string, billing: string | null, shipping: string | null) {
  return {
    data: {
      [field]: {
        __typename: 'Context',
        customer: customerFixture({ defaultBillingAddressId: billing, defaultShippingAddressId: shipping }),
      },
    },
  };
}

describe('address book (spec §2 /customer/address/, §7 Addresses)', () => {
  it('lists the addresses with their default marks; a default has no Delete but says why', () => {
    renderBook();
    const first = card('Damstraat 1');
    expect(first).toHaveTextContent('Default billing address');
    expect(first).toHaveTextContent('Default shipping address');
    expect(within(first).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(first).toHaveTextContent('A default address cannot be deleted. Choose another default address first.');
    expect(within(first).queryByRole('button', { name: 'Use as default billing address' })).toBeNull();
    const second = card('Grote Markt 5');
    expect(second).toHaveTextContent('1000 Brussel');
    expect(second).toHaveTextContent('Belgium');
    const remove = within(second).getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAccessibleDescription(expect.stringContaining('Grote Markt 5'));
  });

  it('adds an address: errors on blur, the contract fields sent, the first address becomes both defaults', async () => {
    const added = addressFixture({ id: 'a-new', street: 'Kerkstraat 2', zipcode: '3511 LK', city: 'Utrecht' });
    const { user } = renderBook([], customerFixture(), [
      {
        request: {
          query: AddAddress,
          variables: {
            input: {
              salutationId: 'mr',
              firstName: 'Sam',
              lastName: 'Jansen',
              street: 'Kerkstraat 2',
              zipcode: '3511 LK',
              city: 'Utrecht',
              countryId: 'NL',
              phoneNumber: null,
              additionalAddressLine1: null,
            },
          },
        },
        result: { data: { addAddress: added } },
      },
    ]);
    expect(screen.getByText('You have not saved any addresses yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add an address' });
    await user.click(add);
    expect(screen.getByRole('heading', { name: 'New address' })).toHaveFocus();
    expect(screen.getByLabelText('First name *')).toHaveValue('Sam');
    expect(screen.getByLabelText('Street and house number *')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('Postal code *')).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(screen.getByLabelText('Phone number (optional)'), 'call me');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.type(screen.getByLabelText('Street and house number *'), 'Kerkstraat 2');
    await user.type(screen.getByLabelText('Postal code *'), '3511 LK');
    await user.type(screen.getByLabelText('City *'), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been added.')).toHaveAttribute('role', 'status');
    const saved = card('Kerkstraat 2');
    expect(saved).toHaveTextContent('Default billing address');
    expect(saved).toHaveTextContent('Default shipping address');
    expect(screen.queryByRole('heading', { name: 'New address' })).toBeNull();
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('focuses the first invalid field when the form is sent incomplete', async () => {
    const { user } = renderBook();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByLabelText('Street and house number *')).toHaveFocus());
    expect(screen.getByLabelText('Street and house number *')).toHaveAccessibleDescription(
      'Street and house number are required',
    );
  });

  it('edits an address in the same form, keeping its second additional line, and marks fields the back end rejects', async () => {
    const input = {
      salutationId: 'mr',
      firstName: 'Sam',
      lastName: 'Jansen',
      street: 'Grote Markt 7',
      zipcode: '1000',
      city: 'Brussel',
      countryId: 'BE',
      phoneNumber: null,
      additionalAddressLine1: null,
      additionalAddressLine2: 'Floor 3',
    };
    const { user } = renderBook([home, office], withDefaults, [
      {
        request: { query: UpdateAddress, variables: { addressId: 'a-office', input } },
        error: commerceError('INVALID_ADDRESS', 'errors.invalidAddress', ['street']),
      },
      {
        request: { query: UpdateAddress, variables: { addressId: 'a-office', input } },
        result: customerResult('updateAddress', 'a-home', 'a-home'),
      },
    ]);
    const edit = within(card('Grote Markt 5')).getByRole('button', { name: 'Edit' });
    await user.click(edit);
    expect(screen.getByRole('heading', { name: 'Edit address' })).toHaveFocus();
    const street = screen.getByLabelText('Street and house number *');
    expect(street).toHaveValue('Grote Markt 5');
    expect(screen.getByLabelText('Country *')).toHaveValue('BE');
    await user.clear(street);
    await user.type(street, 'Grote Markt 7');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please check your details.')).toHaveAttribute('role', 'alert');
    expect(street).toHaveAccessibleDescription('Please check this field');
    expect(street).toHaveValue('Grote Markt 7');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been saved.')).toBeInTheDocument();
    expect(card('Grote Markt 7')).toHaveTextContent('Floor 3');
    await waitFor(() => expect(within(card('Grote Markt 7')).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('cancels an edit without a call, focus back on its Edit button', async () => {
    const { user } = renderBook();
    const edit = within(card('Damstraat 1')).getByRole('button', { name: 'Edit' });
    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Edit address' })).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('deletes an address that is no default', async () => {
    const { user } = renderBook([home, office], withDefaults, [
      {
        request: { query: DeleteAddress, variables: { addressId: 'a-office' } },
        result: { data: { deleteAddress: { __typename: 'SuccessResult', success: true } } },
      },
    ]);
    await user.click(within(card('Grote Markt 5')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The address has been deleted.')).toBeInTheDocument();
    expect(screen.getAllByTestId('address-card')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Saved addresses' })).toHaveFocus();
  });

  it('explains ADDRESS_IS_DEFAULT when the back end refuses (the default changed elsewhere) and keeps the address', async () => {
    const { user } = renderBook([home, office], withDefaults, [
      {
        request: { query: DeleteAddress, variables: { addressId: 'a-office' } },
        error: commerceError('ADDRESS_IS_DEFAULT', 'errors.addressIsDefault'),
      },
    ]);
    await user.click(within(card('Grote Markt 5')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('A default address cannot be deleted. Choose another default address first.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('address-card')).toHaveLength(2);
  });

  it('makes an address the default billing, then the default shipping address', async () => {
    const { user } = renderBook([home, office], withDefaults, [
      {
        request: { query: DefaultBillingAddress, variables: { addressId: 'a-office' } },
        result: customerResult('defaultBillingAddress', 'a-office', 'a-home'),
      },
      {
        request: { query: DefaultShippingAddress, variables: { addressId: 'a-office' } },
        result: customerResult('defaultShippingAddress', 'a-office', 'a-office'),
      },
    ]);
    await user.click(within(card('Grote Markt 5')).getByRole('button', { name: 'Use as default billing address' }));
    expect(await screen.findByText('Your default billing address has been changed.')).toBeInTheDocument();
    expect(card('Grote Markt 5')).toHaveTextContent('Default billing address');
    expect(card('Damstraat 1')).not.toHaveTextContent('Default billing address');
    expect(within(card('Damstraat 1')).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(card('Grote Markt 5')).getByRole('button', { name: 'Use as default shipping address' }));
    expect(await screen.findByText('Your default shipping address has been changed.')).toBeInTheDocument();
    expect(bookStatus()).toHaveTextContent('Your default shipping address has been changed.');
    expect(within(card('Damstraat 1')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(card('Grote Markt 5')).toHaveTextContent('Default shipping address');
  });
});
