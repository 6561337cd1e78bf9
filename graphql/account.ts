/**
 * The storefront's customer operations (spec §7 'Customer'). Context tokens are never
 * selected: the BFF keeps them in the httpOnly cookie (a new one arrives in `x-context-token`).
 */
import { graphql, type ResultOf } from './graphql';

/** The customer fields the account pages show. */
export const CustomerFields = graphql(`
  fragment CustomerFields on Customer {
    id
    customerNumber
    firstName
    lastName
    email
    guest
    birthday
    newsletter
    customFields
    salutation {
      id
      key
      displayName
    }
    defaultBillingAddressId
    defaultShippingAddressId
  }
`);

/** An address of the book (§3 Address). */
export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    salutationId
    firstName
    lastName
    street
    zipcode
    city
    countryId
    country {
      id
      name
    }
    phoneNumber
    additionalAddressLine1
    additionalAddressLine2
  }
`);

export type Customer = ResultOf<typeof CustomerFields>;
export type CustomerAddress = ResultOf<typeof AddressFields>;

/** §7 getCustomer: null for a guest. */
export const GetCustomer = graphql(
  `
    query GetCustomer {
      getCustomer {
        ...CustomerFields
      }
    }
  `,
  [CustomerFields],
);

/** §7 login: username is the email; a new token arrives as the cookie. */
export const Login = graphql(
  `
    mutation Login($username: String!, $password: String!) {
      login(username: $username, password: $password) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

/** §7 logout. */
export const Logout = graphql(`
  mutation Logout {
    logout {
      customer {
        id
      }
    }
  }
`);

/** §7 registerCustomer (double opt-in: the answer is the same for every email). */
export const RegisterCustomer = graphql(`
  mutation RegisterCustomer($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
      customer {
        id
      }
    }
  }
`);

/** Confirms a registration from its mail's link and logs in. */
export const ConfirmRegistration = graphql(
  `
    mutation ConfirmRegistration($hash: String!) {
      confirmRegistration(hash: $hash) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

/** §7 sendPasswordRecoveryMail. */
export const SendPasswordRecoveryMail = graphql(`
  mutation SendPasswordRecoveryMail($email: String!) {
    sendPasswordRecoveryMail(input: { email: $email }) {
      success
    }
  }
`);

/** §7 resetPassword. */
export const ResetPassword = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
    }
  }
`);

/** §7 updateCustomer. */
export const UpdateCustomer = graphql(
  `
    mutation UpdateCustomer($input: UpdateCustomerInput!) {
      updateCustomer(input: $input) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

/** §7 changeEmail. */
export const ChangeEmail = graphql(
  `
    mutation ChangeEmail($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

/** §7 changePassword (§5: then log in again). */
export const ChangePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
    }
  }
`);

/** §7 DeleteCustomer. */
export const DeleteCustomer = graphql(`
  mutation DeleteCustomer {
    DeleteCustomer {
      customer {
        id
      }
    }
  }
`);

/** §7 addresses. */
export const Addresses = graphql(
  `
    query Addresses {
      addresses {
        ...AddressFields
      }
    }
  `,
  [AddressFields],
);

/** §7 addAddress. */
export const AddAddress = graphql(
  `
    mutation AddAddress($input: CustomerAddressInput!) {
      addAddress(input: $input) {
        ...AddressFields
      }
    }
  `,
  [AddressFields],
);

/** §7 updateAddress. */
export const UpdateAddress = graphql(
  `
    mutation UpdateAddress($addressId: ID!, $input: CustomerAddressInput!) {
      updateAddress(addressId: $addressId, input: $input) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

/** §7 deleteAddress. */
export const DeleteAddress = graphql(`
  mutation DeleteAddress($addressId: ID!) {
    deleteAddress(addressId: $addressId) {
      success
    }
  }
`);

/** §7 defaultBillingAddress. */
export const DefaultBillingAddress = graphql(
  `
    mutation DefaultBillingAddress($addressId: ID!) {
      defaultBillingAddress(addressId: $addressId) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

/** §7 defaultShippingAddress. */
export const DefaultShippingAddress = graphql(
  `
    mutation DefaultShippingAddress($addressId: ID!) {
      defaultShippingAddress(addressId: $addressId) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);
