import { graphql, type ResultOf } from './graphql';
import { CartFields } from './fragments';

/** Spec §7 getContext: the cart plus checkout state (customer, methods). Tokens are never selected. */
export const GetContext = graphql(
  `
    query GetContext {
      getContext {
        cart {
          ...CartFields
        }
        customer {
          id
          firstName
          lastName
          email
          guest
          salutation {
            id
            key
          }
          activeShippingAddress {
            id
            street
            zipcode
            city
            phoneNumber
            countryId
          }
        }
        shippingMethod {
          id
          name
        }
        paymentMethod {
          id
          name
        }
        salesChannel {
          countryId
        }
      }
    }
  `,
  [CartFields],
);

/** Spec §7 storeConfig: countries and salutations for the details form. */
export const StoreConfig = graphql(`
  query StoreConfig {
    storeConfig {
      countries {
        id
        name
        iso
      }
      salutations {
        id
        key
        displayName
      }
    }
  }
`);

/** Spec §7 getShippingMethods(onlyAvailable) with the price matrix for this cart's step. */
export const ShippingMethods = graphql(`
  query ShippingMethods {
    getShippingMethods(onlyAvailable: true) {
      id
      name
      description
      position
      prices {
        calculation
        quantityStart
        currencyPrice {
          gross
        }
      }
    }
  }
`);

/** Spec §7 getPaymentMethods. */
export const PaymentMethods = graphql(`
  query PaymentMethods {
    getPaymentMethods {
      id
      name
      description
    }
  }
`);

/** Spec §7 SwOrder: the order detail for the finish and payment return pages. */
export const OrderDetail = graphql(`
  query OrderDetail($id: ID!, $deepLinkCode: String) {
    SwOrder(id: $id, deepLinkCode: $deepLinkCode) {
      id
      number
      createdAt
      paymentState
      customer {
        email
        firstName
        lastName
      }
      price {
        totalPrice
        netPrice
      }
      shippingCosts {
        totalPrice
      }
      deliveryDate {
        earliest
        latest
      }
      shippingAddress {
        firstName
        lastName
        street
        zipcode
        city
        phoneNumber
        additionalAddressLine1
        country {
          id
          name
        }
      }
      shippingMethod {
        id
        name
      }
      paymentMethod {
        id
        name
      }
      items {
        sku
        name
        size
        quantity
        regularPrice
        salePrice
        type
        image
        url
        brand
        color
      }
    }
  }
`);

/** Guest details (spec §2 Checkout 'enter details'). */
export const UpdateShippingAddress = graphql(`
  mutation UpdateShippingAddress($input: AddressInput!) {
    updateShippingAddress(input: $input) {
      customer {
        id
      }
    }
  }
`);

/** Spec §7 setShippingAddress: ships the cart to an address of the logged-in customer's book. */
export const SetShippingAddress = graphql(`
  mutation SetShippingAddress($id: ID!) {
    setShippingAddress(id: $id) {
      customer {
        id
      }
    }
  }
`);

/** Spec §7 updateShippingMethod. */
export const UpdateShippingMethod = graphql(`
  mutation UpdateShippingMethod($id: ID!) {
    updateShippingMethod(id: $id) {
      shippingMethod {
        id
      }
    }
  }
`);

/** Spec §7 updatePaymentMethod. */
export const UpdatePaymentMethod = graphql(`
  mutation UpdatePaymentMethod($id: ID!) {
    updatePaymentMethod(id: $id) {
      paymentMethod {
        id
      }
    }
  }
`);

/** Spec §7 placeOrder; idempotent on the back end (the same cart placed twice yields one order). */
export const PlaceOrder = graphql(`
  mutation PlaceOrder {
    placeOrder(order: {}) {
      id
      orderNumber
      deepLinkCode
    }
  }
`);

/** Spec §7 handlePayment: returns the provider's redirect URL. */
export const HandlePayment = graphql(`
  mutation HandlePayment($input: HandlePaymentInput!) {
    handlePayment(input: $input) {
      redirectUrl
    }
  }
`);

export type ContextData = ResultOf<typeof GetContext>['getContext'];
export type OrderDetailData = NonNullable<ResultOf<typeof OrderDetail>['SwOrder']>;
/** A row of a shipping method's price matrix (Shopware: calculation 2 = by cart amount, from quantityStart euros). */
export type ShippingPriceRow = ResultOf<typeof ShippingMethods>['getShippingMethods'][number]['prices'][number];
