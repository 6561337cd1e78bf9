import { graphql, type ResultOf } from './graphql';
import { CartFields } from './fragments';
import { ChosenServicePointFields } from './pickup';

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
        servicePoint {
          ...ChosenServicePointFields
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
  [CartFields, ChosenServicePointFields],
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

/**
 * Spec §7 getShippingMethods(onlyAvailable) with the price matrix for this cart's step, and for a
 * pickup method its points' provider and location types (§3 'Shipping method' service_points_provider).
 */
export const ShippingMethods = graphql(`
  query ShippingMethods {
    getShippingMethods(onlyAvailable: true) {
      id
      name
      description
      position
      type
      service_points_provider
      service_point_types
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
      customFields
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
        customFields
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
        sizeTableId
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

/**
 * Spec §7 updateShippingMethod; a pickup method needs `servicePoint` (provider, providerId and, for a
 * DHL Packstation, dhlCustomerNumber). Errors (nothing changed): SERVICE_POINT_REQUIRED,
 * SERVICE_POINT_NOT_FOUND, SERVICE_POINT_PROVIDER_MISMATCH, SERVICE_POINT_COUNTRY_NOT_ALLOWED,
 * DHL_CUSTOMER_NUMBER_REQUIRED, DHL_CUSTOMER_NUMBER_INVALID.
 */
export const UpdateShippingMethod = graphql(`
  mutation UpdateShippingMethod($id: ID!, $servicePoint: ServicePointChoiceInput) {
    updateShippingMethod(id: $id, servicePoint: $servicePoint) {
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
  mutation PlaceOrder($order: OrderInput) {
    placeOrder(order: $order) {
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
