import { CART_FIELDS, type CartData } from './fragments';

/** Spec §7 getContext: the cart plus checkout state (customer, methods). Tokens are not selected. */
export const GET_CONTEXT = /* GraphQL */ `
  ${CART_FIELDS}
  query GetContext {
    getContext {
      cart { ...CartFields }
      customer {
        id firstName lastName email guest
        salutation { id key }
        activeShippingAddress { street zipcode city phoneNumber countryId }
      }
      shippingMethod { id name }
      paymentMethod { id name }
      salesChannel { countryId }
    }
  }
`;
export interface ContextData {
  cart: CartData;
  customer: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    guest: boolean;
    salutation: { id: string; key: string } | null;
    activeShippingAddress: { street: string; zipcode: string; city: string; phoneNumber: string | null; countryId: string } | null;
  } | null;
  shippingMethod: { id: string; name: string } | null;
  paymentMethod: { id: string; name: string } | null;
  salesChannel: { countryId: string };
}
export interface GetContextResult {
  getContext: ContextData;
}

export const STORE_CONFIG = /* GraphQL */ `
  query StoreConfig {
    storeConfig {
      countries { id name iso }
      salutations { id key displayName }
    }
  }
`;
export interface StoreConfigResult {
  storeConfig: { countries: { id: string; name: string; iso: string }[]; salutations: { id: string; key: string; displayName: string }[] };
}

export const SHIPPING_METHODS = /* GraphQL */ `
  query ShippingMethods { getShippingMethods(onlyAvailable: true) { id name description position prices { calculation quantityStart currencyPrice { gross } } } }
`;
export interface ShippingMethodsResult {
  getShippingMethods: { id: string; name: string; description: string | null; position: number; prices: ShippingPriceRow[] }[];
}
/** A row of a shipping method's price matrix (Shopware: calculation 2 = by cart amount, from quantityStart euros). */
export interface ShippingPriceRow {
  calculation: number | null;
  quantityStart: number | null;
  currencyPrice: { gross: number }[];
}

export const PAYMENT_METHODS = /* GraphQL */ `
  query PaymentMethods { getPaymentMethods { id name description } }
`;
export interface PaymentMethodsResult {
  getPaymentMethods: { id: string; name: string; description: string | null }[];
}

/** Spec §7 SwOrder: detail for the finish and payment pages. */
export const ORDER_DETAIL = /* GraphQL */ `
  query OrderDetail($id: ID!, $deepLinkCode: String) {
    SwOrder(id: $id, deepLinkCode: $deepLinkCode) {
      id number createdAt paymentState
      customer { email firstName lastName }
      price { totalPrice netPrice }
      shippingCosts { totalPrice }
      deliveryDate { earliest latest }
      items { sku name size quantity salePrice type }
    }
  }
`;
export interface OrderDetailData {
  id: string;
  number: string;
  createdAt: string;
  paymentState: 'open' | 'paid' | 'failed' | 'cancelled';
  customer: { email: string; firstName: string; lastName: string };
  price: { totalPrice: number; netPrice: number };
  shippingCosts: { totalPrice: number };
  deliveryDate: { earliest: string; latest: string };
  items: { sku: string; name: string; size: string | null; quantity: number; salePrice: number; type: string }[];
}
export interface OrderDetailResult {
  SwOrder: OrderDetailData | null;
}

export const RESTORE_CART = /* GraphQL */ `
  ${CART_FIELDS}
  mutation RestoreCart { restoreCart { cart { ...CartFields } } }
`;
export interface RestoreCartResult {
  restoreCart: { cart: CartData };
}

// Mutations the browser sends through the BFF (/api/graphql).

export const ADD_TO_CART = /* GraphQL */ `
  ${CART_FIELDS}
  mutation AddToCart($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { ...CartFields } }
`;
export const UPDATE_CART_ITEM = /* GraphQL */ `
  ${CART_FIELDS}
  mutation UpdateCartItem($id: ID!, $quantity: Int!) { updateCartItem(cartItemInput: { id: $id, quantity: $quantity }) { ...CartFields } }
`;
export const DELETE_CART_ITEM = /* GraphQL */ `
  ${CART_FIELDS}
  mutation DeleteCartItem($id: ID!) { deleteCartItem(id: $id) { ...CartFields } }
`;
export type CartMutationResult = { addToCart?: CartData; updateCartItem?: CartData; deleteCartItem?: CartData };

export const UPDATE_SHIPPING_ADDRESS = /* GraphQL */ `
  mutation UpdateShippingAddress($input: AddressInput!) { updateShippingAddress(input: $input) { customer { id } } }
`;
export const UPDATE_SHIPPING_METHOD = /* GraphQL */ `
  mutation UpdateShippingMethod($id: ID!) { updateShippingMethod(id: $id) { shippingMethod { id } } }
`;
export const UPDATE_PAYMENT_METHOD = /* GraphQL */ `
  mutation UpdatePaymentMethod($id: ID!) { updatePaymentMethod(id: $id) { paymentMethod { id } } }
`;
export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder { placeOrder(order: {}) { id orderNumber deepLinkCode } }
`;
export interface PlaceOrderResult {
  placeOrder: { id: string; orderNumber: string; deepLinkCode: string };
}
export const HANDLE_PAYMENT = /* GraphQL */ `
  mutation HandlePayment($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl } }
`;
export interface HandlePaymentResult {
  handlePayment: { redirectUrl: string };
}
