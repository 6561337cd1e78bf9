import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Customer, CustomerAddress } from '@/graphql/account';

/** A logged-in customer as getCustomer answers (with `__typename`s, as the Apollo cache needs them). */
export function customerFixture(overrides: Partial<Customer> = {}): Customer & { __typename: 'Customer' } {
  return {
    __typename: 'Customer',
    id: 'c-1',
    customerNumber: '10001',
    firstName: 'Sam',
    lastName: 'Jansen',
    email: 'sam@example.com',
    guest: false,
    birthday: '1990-05-17',
    newsletter: false,
    customFields: null,
    salutation: { __typename: 'Salutation', id: 'mr', key: 'mr', displayName: 'Mr' } as Customer['salutation'],
    defaultBillingAddressId: null,
    defaultShippingAddressId: null,
    ...overrides,
  };
}

/** An address of the book as the addresses query answers. */
export function addressFixture(overrides: Partial<CustomerAddress> & { id: string }): CustomerAddress {
  return {
    __typename: 'Address',
    salutationId: 'mr',
    firstName: 'Sam',
    lastName: 'Jansen',
    street: 'Damstraat 1',
    zipcode: '1012 AB',
    city: 'Amsterdam',
    countryId: 'NL',
    country: { __typename: 'Country', id: 'NL', name: 'Netherlands' },
    phoneNumber: null,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
    ...overrides,
  } as CustomerAddress;
}

/** The error commerce answers for `code` (`extensions.messageKey` is `errors.<camelCase code>`). */
export function commerceError(code: string, messageKey: string, fields?: string[]) {
  return new CombinedGraphQLErrors({
    errors: [{ message: code, extensions: { code, messageKey, ...(fields ? { fields } : {}) } }],
  });
}

export const COUNTRIES = [
  { id: 'NL', name: 'Netherlands', iso: 'NL' },
  { id: 'BE', name: 'Belgium', iso: 'BE' },
];
export const SALUTATIONS = [
  { id: 'mr', key: 'mr', displayName: 'Mr' },
  { id: 'mrs', key: 'mrs', displayName: 'Mrs' },
];
