import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Customer } from '@/graphql/account';

/** A commerce error as the back end sends it (`code`, `messageKey` = `errors.<camelCase code>`, optional `fields`). */
export function commerceError(code: string, messageKey: string, fields?: string[]): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({
    errors: [{ message: code, extensions: { code, messageKey, ...(fields ? { fields } : {}) } }],
  });
}

/** A logged-in customer as `CustomerFields` selects it (with `__typename`s, as the Apollo cache needs them). */
export function customer(): Customer {
  return {
    __typename: 'Customer',
    id: 'c1',
    customerNumber: 'C0000000001',
    firstName: 'Anna',
    lastName: 'de Vries',
    email: 'anna@example.com',
    guest: false,
    birthday: null,
    newsletter: false,
    customFields: null,
    salutation: { __typename: 'Salutation', id: 'mrs', key: 'mrs', displayName: 'Mevrouw' },
    defaultBillingAddressId: null,
    defaultShippingAddressId: null,
  } as unknown as Customer;
}

/** A Context answer carrying `customer` (login, confirmRegistration) or none (registerCustomer). */
export function contextWith(value: Customer | { __typename: 'Customer'; id: string } | null) {
  return { __typename: 'Context', customer: value };
}

/** A hash of the shape the mail links carry (48 letters and digits). */
export const LINK_HASH = 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4fGh7jKl0nOp3rSt6v';
