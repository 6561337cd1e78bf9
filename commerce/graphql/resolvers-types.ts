// GENERATED from commerce/schema.graphql by `npm run graphql:generate` (commerce/graphql/generate-resolver-types.ts). Do not edit.
/* eslint-disable @typescript-eslint/no-explicit-any -- the generator's resolver helper types. */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CartItemModel, ProductDataModel, UrlItemModel, UrlRecordModel } from './mappers';
import type { GraphQLContext } from './request-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  JSON: { input: unknown; output: unknown; }
};

export type AddCartItemsInput = {
  items: Array<CartLineInput>;
};

export type Address = {
  __typename?: 'Address';
  additionalAddressLine1?: Maybe<Scalars['String']['output']>;
  additionalAddressLine2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Country;
  countryId: Scalars['ID']['output'];
  customFields?: Maybe<Scalars['JSON']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Salutation>;
  salutationId?: Maybe<Scalars['ID']['output']>;
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type AddressInput = {
  additionalAddressLine1?: InputMaybe<Scalars['String']['input']>;
  additionalAddressLine2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  countryId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  salutationId: Scalars['ID']['input'];
  street: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

/**
 * A facet of a result set (PLP and search filters). Each option's count applies the search and every
 * filter but the facet's own, so options of one facet combine (OR) and facets narrow each other (AND);
 * the category facet applies every filter and breaks the result down by category (the tree below the
 * current category). name: category | brand | color | size | price | sale | new. Options without
 * products are left out; a selected option stays with count 0.
 */
export type Aggregation = {
  __typename?: 'Aggregation';
  entries: Array<AggregationEntry>;
  /** The facet's name in the store's language. */
  label: Scalars['String']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  /** price only: lowest and highest price (euros, incl. VAT) of the result set without the price filter. */
  min?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
};

export type AggregationEntry = {
  __typename?: 'AggregationEntry';
  count: Scalars['Int']['output'];
  /** color only: the swatch colour, #rrggbb. */
  hex?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  level?: Maybe<Scalars['Int']['output']>;
  /** category only: the parent category's id (null at the top) and the depth (1 = women/men). */
  parent?: Maybe<Scalars['String']['output']>;
  selected: Scalars['Boolean']['output'];
  /** category only: the category's URL in this store. */
  url?: Maybe<Scalars['String']['output']>;
  /** The value for SearchFilterInput.values: category id, brand slug, colour key, size, or true (sale, new). */
  value: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CalculatedPrice = {
  __typename?: 'CalculatedPrice';
  calculatedTaxes: Array<CalculatedTax>;
  quantity: Scalars['Int']['output'];
  taxRules: Array<TaxRule>;
  totalPrice: Scalars['Float']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type CalculatedTax = {
  __typename?: 'CalculatedTax';
  price: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  taxRate: Scalars['Float']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  deliveries: Array<Delivery>;
  errors: Array<CartError>;
  items: Array<CartItem>;
  name: Scalars['String']['output'];
  price: CartPrice;
  token: Scalars['String']['output'];
};

export type CartError = {
  __typename?: 'CartError';
  key: Scalars['String']['output'];
  level: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  messageKey: Scalars['String']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  deliveryInformation: DeliveryInformation;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  modified: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  payload: CartItemPayload;
  price: CalculatedPrice;
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  referencedId: Scalars['ID']['output'];
  removable: Scalars['Boolean']['output'];
  stackable: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type CartItemInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  referencedId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CartItemOption = {
  __typename?: 'CartItemOption';
  group: Scalars['String']['output'];
  option: Scalars['String']['output'];
};

export type CartItemPayload = {
  __typename?: 'CartItemPayload';
  options: Array<CartItemOption>;
  productNumber: Scalars['String']['output'];
  /** The variant's size as stored (e.g. 38, M, One size), the same in every language; options carry the translated group name. */
  size?: Maybe<Scalars['String']['output']>;
  stock: Scalars['Int']['output'];
};

/** A line to add (§3 'Cart line to add'): type is product; referencedId is the variant id. */
export type CartLineInput = {
  quantity: Scalars['Int']['input'];
  referencedId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};

/** netPrice excludes VAT; positionPrice is the sum of the line items; totalPrice includes shipping. */
export type CartPrice = {
  __typename?: 'CartPrice';
  calculatedTaxes: Array<CalculatedTax>;
  netPrice: Scalars['Float']['output'];
  positionPrice: Scalars['Float']['output'];
  totalPrice: Scalars['Float']['output'];
};

export type CartStatus = {
  __typename?: 'CartStatus';
  order?: Maybe<CartStatusOrder>;
  recover?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type CartStatusOrder = {
  __typename?: 'CartStatusOrder';
  id?: Maybe<Scalars['ID']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type ChangeEmailInput = {
  email: Scalars['String']['input'];
  emailConfirmation: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** §5 Password change: the current password, the new one (8 or more characters) and its confirmation. */
export type ChangePasswordInput = {
  newPassword: Scalars['String']['input'];
  newPasswordConfirm: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** The pickup point kept with the shipping address (customFields.shipping_address_service_point). */
export type ChosenServicePoint = {
  __typename?: 'ChosenServicePoint';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** The DHL Postnummer for a Packstation; null otherwise. */
  dhlCustomerNumber?: Maybe<Scalars['String']['output']>;
  houseNumber: Scalars['String']['output'];
  houseNumberAddition?: Maybe<Scalars['String']['output']>;
  locationType: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  providerId: Scalars['ID']['output'];
  street: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * A message to customer service: name (1 to 100 characters), email (at most 254), orderNumber (optional,
 * at most 40: letters, digits, - and .), message (1 to 2000 characters). Line breaks are kept in the
 * message only; every value is sent as plain text.
 */
export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  orderNumber?: InputMaybe<Scalars['String']['input']>;
};

export type Context = {
  __typename?: 'Context';
  cart: Cart;
  cartStatus?: Maybe<CartStatus>;
  customer?: Maybe<Customer>;
  paymentMethod?: Maybe<PaymentMethod>;
  salesChannel: SalesChannel;
  /** The pickup point chosen for the shipping method (its shipping_address_service_point); null for home delivery. */
  servicePoint?: Maybe<ChosenServicePoint>;
  shippingMethod?: Maybe<ShippingMethod>;
  token: Scalars['String']['output'];
};

export type Country = {
  __typename?: 'Country';
  id: Scalars['ID']['output'];
  iso: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A cross-selling group (§3 Product crossSellings): name is complementary (other styles of the category) or maintenance (shoe care, for shoes). */
export type CrossSelling = {
  __typename?: 'CrossSelling';
  name: Scalars['String']['output'];
  products: Array<CrossSellingProduct>;
};

/** A cross-sold product with the variant a one-click add takes (the first size in stock, else the first size). */
export type CrossSellingProduct = {
  __typename?: 'CrossSellingProduct';
  mainVariantId: Scalars['ID']['output'];
  product: Product;
};

export type Currency = {
  __typename?: 'Currency';
  id: Scalars['ID']['output'];
  iso: Scalars['String']['output'];
  name: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type CurrencyPrice = {
  __typename?: 'CurrencyPrice';
  gross: Scalars['Float']['output'];
  net: Scalars['Float']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  activeBillingAddress?: Maybe<Address>;
  activeShippingAddress?: Maybe<Address>;
  birthday?: Maybe<Scalars['String']['output']>;
  customFields?: Maybe<Scalars['JSON']['output']>;
  customerNumber: Scalars['String']['output'];
  defaultBillingAddressId?: Maybe<Scalars['ID']['output']>;
  defaultShippingAddressId?: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  emailToken?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  guest: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  newsletter: Scalars['Boolean']['output'];
  salutation?: Maybe<Salutation>;
};

/** An address of the customer's book (§3 Address). */
export type CustomerAddressInput = {
  additionalAddressLine1?: InputMaybe<Scalars['String']['input']>;
  additionalAddressLine2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  countryId: Scalars['ID']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  salutationId: Scalars['ID']['input'];
  street: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

/** A range of delivery days, min <= max. */
export type DayRange = {
  __typename?: 'DayRange';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

export type Delivery = {
  __typename?: 'Delivery';
  deliveryDate: DeliveryDate;
  shippingCosts: CalculatedPrice;
  shippingMethod: ShippingMethod;
};

/** Expected delivery window, ISO dates (YYYY-MM-DD); spec §9 delivery promise. */
export type DeliveryDate = {
  __typename?: 'DeliveryDate';
  earliest: Scalars['String']['output'];
  latest: Scalars['String']['output'];
};

export type DeliveryInformation = {
  __typename?: 'DeliveryInformation';
  deliveryTime?: Maybe<Scalars['String']['output']>;
  freeDelivery: Scalars['Boolean']['output'];
  height?: Maybe<Scalars['Float']['output']>;
  length?: Maybe<Scalars['Float']['output']>;
  restockTime?: Maybe<Scalars['Int']['output']>;
  stock: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
  width?: Maybe<Scalars['Float']['output']>;
};

/**
 * §9 delivery promise in delivery days (Monday to Saturday) from the order day: inStock when every line is
 * in stock at the distribution centre (1-3, or 3-5 for a store served across the border), notInStock
 * otherwise (5-8). A shipping method's own window (express: the next delivery day) and a variant's delivery
 * time, when longer, change a cart's dates.
 */
export type DeliveryPromise = {
  __typename?: 'DeliveryPromise';
  inStock: DayRange;
  notInStock: DayRange;
};

/** The same page in every store that has it (§7 Stores and alternate urls). */
export type EsUrlsGlobal = {
  __typename?: 'EsUrlsGlobal';
  urls: Array<StoreUrl>;
};

export type HandlePaymentInput = {
  additionalData?: InputMaybe<Scalars['JSON']['input']>;
  errorUrl: Scalars['String']['input'];
  finishUrl: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

export type HistoryAddress = {
  __typename?: 'HistoryAddress';
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  houseNumber?: Maybe<Scalars['String']['output']>;
  houseNumberAddition?: Maybe<Scalars['String']['output']>;
  insertion?: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

/** An order line; regularPrice and salePrice are unit prices incl. VAT, in the currency of its order. */
export type HistoryItem = {
  __typename?: 'HistoryItem';
  barcode?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productNo: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  regularPrice: Scalars['Float']['output'];
  salePrice: Scalars['Float']['output'];
  size?: Maybe<Scalars['String']['output']>;
  /** The size table of an article's product, as Product.sizeTableId (shoes-women, shoes-men, clothing); null for one size and other lines. */
  sizeTableId?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Language = {
  __typename?: 'Language';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** §9 Club: 1 point per euro, 50 at sign-up, 200 points make a 10 euro voucher. */
export type Loyalty = {
  __typename?: 'Loyalty';
  cardNumber: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  pointsToNextVoucher: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** §7 DeleteCustomer: deletes the account and its addresses, revokes its sessions, answers a new guest context. */
  DeleteCustomer: Context;
  /** §7 addAddress: a new address in the customer's book; the first becomes the default billing and shipping address. */
  addAddress: Address;
  addToCart: Cart;
  /** §7 addToWishlist (productId is Product.id): idempotent; NOT_LOGGED_IN, PRODUCT_NOT_FOUND, WISHLIST_FULL (200). */
  addToWishlist: SuccessResult;
  /** §7 changeEmail: needs the current password; EMAIL_TAKEN when another account holds the address. */
  changeEmail: Context;
  /** §7 changePassword: needs the current password; every other session of the customer is revoked. */
  changePassword: SuccessResult;
  /** Confirms a registration from its mail's hash (single use, 14 days) and logs the customer in, as login does. */
  confirmRegistration: Context;
  defaultBillingAddress: Context;
  defaultShippingAddress: Context;
  /** §7 deleteAddress: a default address cannot be deleted (ADDRESS_IS_DEFAULT). */
  deleteAddress: SuccessResult;
  deleteCartItem: Cart;
  /** §7 deleteFromWishlist: idempotent; NOT_LOGGED_IN. */
  deleteFromWishlist: SuccessResult;
  /** Starts the payment of an order; finishUrl and errorUrl must be on an allowed storefront host. */
  handlePayment: PaymentResult;
  /**
   * §7 login (§4 Customer): username is the email. Success replaces the session: a new context token
   * (x-context-token) whose cart is the guest cart merged into the customer's last cart (quantities
   * added, capped by stock); the old token stops working. Unknown email and wrong password fail alike
   * (INVALID_CREDENTIALS), as does an account whose email is not confirmed yet. The tenth failure in a row
   * for one address (known or not) locks it for 15 minutes: TOO_MANY_LOGIN_ATTEMPTS, extensions.retryAfter
   * in seconds, until then or until a password reset through the mailed link.
   */
  login: Context;
  /** §7 logout: revokes the token and answers a new guest context (x-context-token); NOT_LOGGED_IN ("You're already logged out") for a guest. */
  logout: Context;
  /**
   * The newsletter settings page (§2 /newsletter/einstellungen/{hash}/): subscribed true confirms, false
   * unsubscribes, null only reads. NEWSLETTER_LINK_INVALID for an unknown hash.
   */
  newsletterSettings: NewsletterSettings;
  /** Places the cart as an order; idempotent: the same cart placed twice yields one order. */
  placeOrder: Order;
  /**
   * §7 registerCustomer, double opt-in: answers the same guest context for a new and a known email. A new
   * email gets an unconfirmed account and a mail with its confirmation link (/account/finish/{hash}); a
   * known one a mail saying the account already exists, with the login and recovery links.
   */
  registerCustomer: Context;
  /** §7 resetPassword: sets the password of the hash's account once; revokes all its sessions. INVALID_LINK_HASH when unknown, used or expired. */
  resetPassword: SuccessResult;
  /** Restores the cart of the context's last unpaid (failed / cancelled) order; §8 payment messages. */
  restoreCart: Context;
  /**
   * The contact form of the contact options (§1 customer service by e-mail): mails the message as plain
   * text to the customer service desk of the store in x-store-key, with Reply-To set to the shopper's
   * email. success is true once the mail is queued. INVALID_INPUT (fields) for a missing or too long
   * field or an invalid email.
   */
  sendContactMessage: SuccessResult;
  /**
   * §7 sendPasswordRecoveryMail: always success (known or unknown email); a known account gets a mail
   * with a single-use link (/account/finish/{hash}, valid 2 hours) on the configured storefront host.
   * emailToken is always null: the hash travels only by mail.
   */
  sendPasswordRecoveryMail: PasswordRecoveryResult;
  /** §7 setShippingAddress: ships the context's cart to one of the customer's addresses. */
  setShippingAddress: Context;
  /**
   * §7 ttAddNewsletterMember, double opt-in: true for a new and a known address alike; the address gets
   * a mail with its confirmation and settings link (/newsletter/einstellungen/{hash}/).
   */
  ttAddNewsletterMember: Scalars['Boolean']['output'];
  /** §7 updateAddress: ADDRESS_NOT_FOUND for an id outside the customer's book. */
  updateAddress: Context;
  updateCartItem: Cart;
  /**
   * §7 updateCustomer: the profile fields; a missing first or last name keeps the current one. newsletter
   * also puts the account's (confirmed) address on the newsletter list or takes it off.
   */
  updateCustomer: Context;
  updatePaymentMethod: Context;
  /** Guest details: creates or updates the context's guest customer and its billing and shipping address. */
  updateShippingAddress: Context;
  /**
   * Sets the context's shipping method. A method with service_points_provider needs servicePoint: a
   * point of that provider (a physical store for type pickup) in a country the store ships to; it is kept
   * as the shipping address's customFields.shipping_address_service_point (§3 Address) and copied to the
   * order. A dhl Packstation needs dhlCustomerNumber (the DHL 'Postnummer', 6 to 10 digits). A method
   * without a provider clears the point. Errors, with nothing changed: SERVICE_POINT_REQUIRED,
   * SERVICE_POINT_NOT_FOUND, SERVICE_POINT_PROVIDER_MISMATCH, SERVICE_POINT_COUNTRY_NOT_ALLOWED,
   * DHL_CUSTOMER_NUMBER_REQUIRED, DHL_CUSTOMER_NUMBER_INVALID.
   */
  updateShippingMethod: Context;
};


export type MutationDeleteCustomerArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddAddressArgs = {
  input: CustomerAddressInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddToCartArgs = {
  addCartItemsInput: AddCartItemsInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmRegistrationArgs = {
  hash: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDefaultBillingAddressArgs = {
  addressId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDefaultShippingAddressArgs = {
  addressId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAddressArgs = {
  addressId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteCartItemArgs = {
  id: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteFromWishlistArgs = {
  productId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationHandlePaymentArgs = {
  input: HandlePaymentInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationNewsletterSettingsArgs = {
  hash: Scalars['String']['input'];
  subscribed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPlaceOrderArgs = {
  order?: InputMaybe<OrderInput>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRestoreCartArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendPasswordRecoveryMailArgs = {
  input: PasswordRecoveryInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetShippingAddressArgs = {
  id: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationTtAddNewsletterMemberArgs = {
  input: NewsletterInput;
};


export type MutationUpdateAddressArgs = {
  addressId: Scalars['ID']['input'];
  input: CustomerAddressInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCartItemArgs = {
  cartItemInput: CartItemInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePaymentMethodArgs = {
  id: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateShippingAddressArgs = {
  input: AddressInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateShippingMethodArgs = {
  id: Scalars['ID']['input'];
  servicePoint?: InputMaybe<ServicePointChoiceInput>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/**
 * §3 Newsletter input. source: website (default) | webshop | loyalty | loyalty_newsletter | instore |
 * instore_loyalty | instore_loyalty_newsletter; gender mr | mrs; birthday YYYY-MM-DD; language and
 * country default to the store's. branchcode is a physical store's branch code (e.g. NL01) and goes with
 * an in-store source (instore…) only: an in-store source without a known branchcode, or a branchcode
 * with another source, is INVALID_INPUT.
 */
export type NewsletterInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['String']['input']>;
  branchcode?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstname?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  housenumber?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
};

/** The newsletter settings page's view of a subscription; the email is masked. */
export type NewsletterSettings = {
  __typename?: 'NewsletterSettings';
  email: Scalars['String']['output'];
  language: Scalars['String']['output'];
  /** unconfirmed (signed up, the mail's link not used yet) | subscribed | unsubscribed */
  status: Scalars['String']['output'];
  subscribed: Scalars['Boolean']['output'];
};

/** A weekday's opening: day 1 (Monday) to 7 (Sunday); periods local HH:MM, end after start (an end of 24:00 is midnight). */
export type OpeningDay = {
  __typename?: 'OpeningDay';
  day: Scalars['Int']['output'];
  open: Scalars['Boolean']['output'];
  periods: Array<OpeningPeriod>;
};

/** A date with other hours (YYYY-MM-DD, a holiday or a late opening); the next 60 days' exceptions. */
export type OpeningDayException = {
  __typename?: 'OpeningDayException';
  date: Scalars['String']['output'];
  day: Scalars['Int']['output'];
  open: Scalars['Boolean']['output'];
  periods: Array<OpeningPeriod>;
  reason?: Maybe<Scalars['String']['output']>;
};

export type OpeningPeriod = {
  __typename?: 'OpeningPeriod';
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  billingAddress: OrderAddress;
  createdAt: Scalars['String']['output'];
  deepLinkCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  orderCustomer: OrderCustomer;
  orderNumber: Scalars['String']['output'];
  orderType: Scalars['String']['output'];
  shipmentDate?: Maybe<Scalars['String']['output']>;
};

/** An order's address as it was when the order was placed (§3 Address fields); country name in the store's language. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  additionalAddressLine1?: Maybe<Scalars['String']['output']>;
  additionalAddressLine2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Country;
  countryId: Scalars['ID']['output'];
  /** shipping_address_service_point (JSON string of a ChosenServicePoint) when the order goes to a pickup point. */
  customFields?: Maybe<Scalars['JSON']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Salutation>;
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

/**
 * §3 Order detail, with the fulfilment of §3 'Order history entry'. createdAt is ISO 8601 (UTC);
 * money incl. VAT in currency (price.netPrice excludes it); paymentState: open | paid | failed | cancelled.
 */
export type OrderDetail = {
  __typename?: 'OrderDetail';
  /** pending | allocated */
  allocationStatus: Scalars['String']['output'];
  /** pending | approved | cancelled */
  approvalStatus: Scalars['String']['output'];
  billingAddress: OrderAddress;
  /** The branch code of the physical store whose tablet placed the order; null for an online order. */
  branchCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** ISO 4217 code of the order's amounts (its store's currency). */
  currency: Scalars['String']['output'];
  customer: OrderCustomer;
  deliveryDate: DeliveryDate;
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  /** As previousOrderId: the owning customer's order placed just after this one; null for their newest. */
  nextOrderId?: Maybe<Scalars['ID']['output']>;
  number: Scalars['String']['output'];
  /**
   * sale | tabletop (placed on a store's tablet) | return (others may come from fulfilment); §4: a sale
   * order is shipped when shipmentDate is set.
   */
  orderType: Scalars['String']['output'];
  /** The payment method chosen for the order; null when it no longer exists. */
  paymentMethod?: Maybe<PaymentMethod>;
  paymentState: Scalars['String']['output'];
  /** pending | picked */
  pickStatus: Scalars['String']['output'];
  /**
   * The id of the owning customer's order placed just before this one (by createdAt, then number), for
   * SwOrder; null for their oldest order, and always null unless the caller is the logged-in account that
   * owns the order and asked without deepLinkCode (a deep link reveals no other order).
   */
  previousOrderId?: Maybe<Scalars['ID']['output']>;
  price: CartPrice;
  /** The day the order left the warehouse, YYYY-MM-DD; null until then. */
  shipmentDate?: Maybe<Scalars['String']['output']>;
  /** pending | shipped */
  shipmentStatus: Scalars['String']['output'];
  shippingAddress: OrderAddress;
  shippingCosts: CalculatedPrice;
  /** The shipping method chosen for the order; null when it no longer exists. Its cost is shippingCosts. */
  shippingMethod?: Maybe<ShippingMethod>;
  /** The carrier's tracking page (absolute URL); null until the order is shipped. */
  trackTraceUrl?: Maybe<Scalars['String']['output']>;
};

/** §3 Order history entry; the list also carries a count (of all the customer's orders). */
export type OrderHistory = {
  __typename?: 'OrderHistory';
  count: Scalars['Int']['output'];
  orders: Array<OrderHistoryEntry>;
};

/**
 * §3 Order history entry. Statuses (pending | approved | cancelled; pending | allocated; pending | picked;
 * pending | shipped) come from fulfilment; §4: a sale order is shipped when shipmentDate is set.
 * orderDate is ISO 8601; totalAmount incl. VAT in currency (ISO 4217, the order's store's). id is the order's id
 * for SwOrder. storeCode is the storefront (x-store-key values); branchCode the physical store whose tablet placed the
 * order (orderType tabletop), null otherwise.
 */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  allocationStatus: Scalars['String']['output'];
  approvalStatus: Scalars['String']['output'];
  branchCode?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** null when read through an order status link (GetOrderHistory emailToken) */
  deliveryAddress?: Maybe<HistoryAddress>;
  id: Scalars['ID']['output'];
  /** null when read through an order status link (GetOrderHistory emailToken) */
  invoiceAddress?: Maybe<HistoryAddress>;
  items: Array<HistoryItem>;
  number: Scalars['String']['output'];
  orderDate: Scalars['String']['output'];
  orderType: Scalars['String']['output'];
  /** open | paid | failed | cancelled */
  paymentState: Scalars['String']['output'];
  pickStatus: Scalars['String']['output'];
  shipmentDate?: Maybe<Scalars['String']['output']>;
  shipmentMethod?: Maybe<Scalars['String']['output']>;
  shipmentStatus: Scalars['String']['output'];
  storeCode: Scalars['String']['output'];
  totalAmount: Scalars['Float']['output'];
  trackTraceUrl?: Maybe<Scalars['String']['output']>;
};

/**
 * branchCode: an order placed on a store's tablet (tabletop mode) names the store's branch code (e.g.
 * NL01; INVALID_INPUT when no store has it); the order's orderType is then tabletop.
 */
export type OrderInput = {
  branchCode?: InputMaybe<Scalars['String']['input']>;
  customerComment?: InputMaybe<Scalars['String']['input']>;
};

/**
 * §3 order items: type article | delivery | transaction_costs | discount. regularPrice and salePrice are
 * unit prices incl. VAT in the order's currency. image (498x705), url, brand and color describe the product of an
 * article line in the store's language; null for other lines or a product that no longer exists.
 */
export type OrderItem = {
  __typename?: 'OrderItem';
  brand?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  regularPrice: Scalars['Float']['output'];
  salePrice: Scalars['Float']['output'];
  size?: Maybe<Scalars['String']['output']>;
  /** The size table of an article's product, as Product.sizeTableId (shoes-women, shoes-men, clothing); null for one size and other lines. */
  sizeTableId?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  /** The line's total incl. VAT: salePrice × quantity. */
  totalPrice: Scalars['Float']['output'];
  type: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type PasswordRecoveryInput = {
  email: Scalars['String']['input'];
};

/** §3 Password recovery result. */
export type PasswordRecoveryResult = {
  __typename?: 'PasswordRecoveryResult';
  emailToken?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  customFields?: Maybe<Scalars['JSON']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PaymentResult = {
  __typename?: 'PaymentResult';
  redirectUrl: Scalars['String']['output'];
};

export type PdpResult = {
  __typename?: 'PdpResult';
  crossSellings: Array<CrossSelling>;
  product?: Maybe<Product>;
};

/** A style-colour (§3 Product). Prices in the store's currency incl. its VAT. */
export type Product = {
  __typename?: 'Product';
  availableStock: Scalars['Int']['output'];
  brand: Scalars['String']['output'];
  categories: Array<ProductCategory>;
  color: Scalars['String']['output'];
  comingSoonDate?: Maybe<Scalars['String']['output']>;
  deliveryTime?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['Int']['output']>;
  hover_image?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  images: Array<Scalars['String']['output']>;
  isNew: Scalars['Boolean']['output'];
  isOneSize: Scalars['Boolean']['output'];
  isPresentedBySneakers: Scalars['Boolean']['output'];
  isSale: Scalars['Boolean']['output'];
  marketing_label?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  parentSku: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  priceUpdatedAt?: Maybe<Scalars['String']['output']>;
  regular_price: Scalars['Float']['output'];
  /**
   * §3 relatedProducts: the other colours of the style (type color_relation, by SKU) and, for shoes, the shoe
   * care that maintains them (type maintenance: the products of the pdp's maintenance cross-selling group, in
   * its order). type narrows the list to one type.
   */
  relatedProducts: Array<RelatedProduct>;
  releaseDate?: Maybe<Scalars['String']['output']>;
  sale_label?: Maybe<Scalars['JSON']['output']>;
  sizeAttributeName: Scalars['String']['output'];
  /**
   * The CMS size table (Prismic size_table uid) of the product's sizes: shoes-women | shoes-men for shoes,
   * clothing for clothing; null for one-size products (bags, shoe care), which have no size chart.
   */
  sizeTableId?: Maybe<Scalars['String']['output']>;
  sizes: Array<Size>;
  sku: Scalars['String']['output'];
  /** §3 Stock info of the style-colour. */
  stockInfo: StockInfo;
  /** §3 swProduct: the product's property groups (swProduct.properties). */
  swProduct: SwProduct;
  /** 360° view: frame URLs (498x705 px) in turning order, a full turn; empty when the product has none. */
  threesixty: Array<Scalars['String']['output']>;
  thumbnail?: Maybe<Scalars['String']['output']>;
  totalAvailableStock: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  variants: Array<Variant>;
  /** Product video URL (MP4, no sound track); null when none. */
  video?: Maybe<Scalars['String']['output']>;
};


/** A style-colour (§3 Product). Prices in the store's currency incl. its VAT. */
export type ProductRelatedProductsArgs = {
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ProductCategory = {
  __typename?: 'ProductCategory';
  id: Scalars['ID']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  path: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type ProductData = {
  __typename?: 'ProductData';
  /** Facets of the result set (category, brand, color, size, price, sale, new), computed only when asked for. */
  aggregations: Array<Aggregation>;
  itemsPerPage: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  products: Array<Product>;
  sortOptions: Array<SortOption>;
  totalCount: Scalars['Int']['output'];
};

/**
 * §3 swProduct.properties: a property group with the product's options in it, named in the store's language.
 * Groups: color (position 1), type (the product type, 2), brand (3), visible on the product detail; gender (4)
 * is not (visible false: it segments the range, the breadcrumb already says it). Ordered by position.
 */
export type PropertyGroup = {
  __typename?: 'PropertyGroup';
  name: Scalars['String']['output'];
  options: Array<PropertyOption>;
  position: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
};

/** A property option: id is {group}:{value} (color:black, type:sneakers, brand:velora, gender:women), the same in every language. */
export type PropertyOption = {
  __typename?: 'PropertyOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * §7 GetOrderHistory: the logged-in customer's orders, newest first (limit 1 to 50 per page);
   * NOT_LOGGED_IN otherwise. With emailToken (the order status link of an order confirmation mail,
   * valid 90 days from the order) it answers exactly that order instead, count 1, for anyone holding
   * the link, logged in or not; page, limit and the session play no part, and the entry has no
   * addresses (null). ORDER_STATUS_LINK_INVALID for an unknown, altered or malformed emailToken,
   * ORDER_STATUS_LINK_EXPIRED for an expired one.
   */
  GetOrderHistory: OrderHistory;
  /**
   * §7 SwOrder: order detail for the context's customer, or for anyone holding the order's deepLinkCode.
   * null (never an error) when the id is unknown or not a UUID, or the caller may read neither way:
   * another customer's order answers exactly like an unknown one.
   */
  SwOrder?: Maybe<OrderDetail>;
  /** §7 addresses: the logged-in customer's address book (NOT_LOGGED_IN otherwise). */
  addresses: Array<Address>;
  /** §7 Stores and alternate urls: the storefront of x-store-key (§3 Store: the current store code). */
  currentStore: Store;
  /**
   * §7 Stores and alternate urls: the same page in every store, from a URL record id (UrlRecord.id of
   * the store in x-store-key): a category's list page by category and preset filters, a product by SKU.
   * Stores without that page are left out; null when the id is unknown.
   */
  esUrlsGlobal?: Maybe<EsUrlsGlobal>;
  /**
   * §7 findServicePoints: pickup points nearest first (§3 Service point). query.providers names whose
   * points to search: stores (the chain's physical stores), dhl (Packstations and parcel shops, DE),
   * postnl (NL, BE pickup points), bpost (BE), colissimo (FR). The place is query.lat/lng, else
   * query.location (a zip code or city, geocoded offline: first in query.country or the store's country,
   * then across borders). Points from every country unless query.country limits them. At most
   * query.limit (1 to 50, default 10), each with distance in metres. Errors: LOCATION_NOT_FOUND
   * (location given but not geocodable), INVALID_INPUT (no place, unknown provider, lat/lng out of range).
   */
  findServicePoints: Array<ServicePoint>;
  /** §7 getCart (name frontend-cart). */
  getCart: Cart;
  /** §7 getContext: the session context; without a known token a fresh (not yet stored) context. */
  getContext: Context;
  /** §7 getCustomer: the logged-in customer of the token; null for a guest or without a session. */
  getCustomer?: Maybe<Customer>;
  getPaymentMethods: Array<PaymentMethod>;
  /** §7 getProductUrlBySku: the product's current url in this store (legacy redirects); null when unknown. */
  getProductUrlBySku?: Maybe<Scalars['String']['output']>;
  getShippingMethods: Array<ShippingMethod>;
  /** §7 getStockData: the store stock locations of the query's SKUs, optionally only the given stores. */
  getStockData: Array<StoreStockLocation>;
  /** §7 getWishlist: the logged-in customer's wishlist, newest first; NOT_LOGGED_IN otherwise. */
  getWishlist: Wishlist;
  /** The loyalty club card of the logged-in customer (§1, §9 'Club'); NOT_LOGGED_IN otherwise. */
  loyalty: Loyalty;
  /**
   * §7 pdp: one style-colour by SKU (NNNNNN.NNN) with its variants and cross-sellings; null when unknown.
   * predicates, graphQuery and sizeTable are accepted for the spec's signature: the product's content
   * (usps, size table, delivery page, lookbooks) is read from the CMS by the storefront, the size table
   * by Product.sizeTableId.
   */
  pdp?: Maybe<PdpResult>;
  /** A physical store by its reference (§2 /geschaefte/{reference}/); null when none has it. */
  physicalStore?: Maybe<ServicePoint>;
  /** Physical stores by providerId in the order asked, unknown ids left out (§6 'My stores'); at most 200 ids. */
  physicalStores: Array<ServicePoint>;
  /**
   * §7 Search. filters narrow the result (name: category | segment | brand | sku | sale | color); plp true for a product list page.
   * itemsPerPage (1 to 100) defaults to 3 when isQuickSearch is true (§9 quick results), else to 24; urls and suggestions are at most 5 each.
   */
  search: SearchResult;
  /**
   * The store's pages of one type for its sitemaps: pageType pdp (products for sale in the store, lastModified
   * their last price change) or plp (category, sale, brand and whole-catalogue lists). In record order from
   * offset (0 or more), at most limit (1 to 50000, the most one sitemap holds); total counts them all. Each
   * URL comes with alternates: the same page's URL in every store that has it (as esUrlsGlobal pairs them,
   * this store's own included). INVALID_INPUT for another pageType or a negative offset.
   */
  sitemapUrls: SitemapUrls;
  /**
   * §7 Stock availability: stock per SKU (variant SKUs; a style-colour SKU sums its variants) in the
   * locations asked: stockdc (the distribution centre, the default) and/or store provider ids. unmanaged
   * true answers every SKU, unknown ones with qty 0; otherwise unknown SKUs are left out. At most 100 SKUs.
   */
  stockAvailability: Array<StockEntry>;
  /** §7 storeConfig: countries, currency, languages, salutations and delivery promise of the store in x-store-key. */
  storeConfig: StoreConfig;
  /** §7 Stock for stores: store stock per SKU, locations one per store holding it (qty > 0). */
  storeStock: Array<StockEntry>;
  /** §7 Stores and alternate urls: every storefront of the shop (§3 Store), in store id order. */
  stores: Array<Store>;
  /** URL record for a storefront path such as /dames/schoenen/ (esUrl guard); null when none. */
  url?: Maybe<UrlRecord>;
  /** §7 vouchers: the logged-in customer's usable club vouchers (unused, valid today); [] without a login. */
  vouchers: Array<Voucher>;
};


export type QueryGetOrderHistoryArgs = {
  emailToken?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySwOrderArgs = {
  deepLinkCode?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAddressesArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEsUrlsGlobalArgs = {
  urlId: Scalars['ID']['input'];
};


export type QueryFindServicePointsArgs = {
  query: ServicePointQueryInput;
};


export type QueryGetCartArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetContextArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCustomerArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetPaymentMethodsArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetProductUrlBySkuArgs = {
  sku: Scalars['String']['input'];
};


export type QueryGetShippingMethodsArgs = {
  onlyAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetStockDataArgs = {
  query: StockQueryInput;
};


export type QueryGetWishlistArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLoyaltyArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPdpArgs = {
  graphQuery?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  predicates?: InputMaybe<Scalars['JSON']['input']>;
  sizeTable?: InputMaybe<Scalars['String']['input']>;
  sku: Scalars['String']['input'];
};


export type QueryPhysicalStoreArgs = {
  reference: Scalars['String']['input'];
};


export type QueryPhysicalStoresArgs = {
  providerIds: Array<Scalars['String']['input']>;
};


export type QuerySearchArgs = {
  filters?: InputMaybe<Array<SearchFilterInput>>;
  isQuickSearch?: InputMaybe<Scalars['Boolean']['input']>;
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  plp?: InputMaybe<Scalars['Boolean']['input']>;
  search: Scalars['String']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySitemapUrlsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  pageType: Scalars['String']['input'];
};


export type QueryStockAvailabilityArgs = {
  locations?: InputMaybe<Array<Scalars['String']['input']>>;
  skus: Array<Scalars['String']['input']>;
  unmanaged?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryStoreStockArgs = {
  skus: Array<Scalars['String']['input']>;
  unmanaged?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryUrlArgs = {
  url: Scalars['String']['input'];
};


export type QueryVouchersArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};

/**
 * §7 registerCustomer input. password: at least 8 characters. birthday: YYYY-MM-DD. storefrontUrl is
 * ignored for links (they use the configured host of the store) and kept for Shopware parity.
 * branchcode: a club registration on a store's tablet names the store's branch code (e.g. NL01;
 * INVALID_INPUT when no store has it); the account keeps it, and the newsletter box joins the list with
 * source instore_loyalty_newsletter and that branchcode.
 */
export type RegisterCustomerInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  branchcode?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  salutationId: Scalars['ID']['input'];
  storefrontUrl?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A related product (§3 relatedProducts): type color_relation (another colour of the style) or maintenance
 * (a shoe-care product for a shoe); name is its name and colour; image is its colour thumbnail (166x235);
 * availableStock its units at the distribution centre.
 */
export type RelatedProduct = {
  __typename?: 'RelatedProduct';
  active: Scalars['Boolean']['output'];
  availableStock: Scalars['Int']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  productNumber: Scalars['String']['output'];
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  hash: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirm: Scalars['String']['input'];
};

export type SalesChannel = {
  __typename?: 'SalesChannel';
  countryId: Scalars['ID']['output'];
  currencyIso: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  storeKey: Scalars['String']['output'];
};

export type Salutation = {
  __typename?: 'Salutation';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
};

/**
 * A search filter. name: category (ids, keys or URLs; a category includes its descendants) | segment |
 * brand (names or slugs) | sku | color (colour keys) | size (sizes; a product with that size in stock) |
 * price (one "min-max" range in the store's currency, either end may be empty) | sale | new. Values of one filter
 * combine with OR, filters with AND.
 */
export type SearchFilterInput = {
  name: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  productData: ProductData;
  urlData: UrlData;
  urlSuggestData: UrlSuggestData;
};

/**
 * §3 Service point: a physical store (provider stores, with reference) or a carrier's pickup point.
 * providerId is unique per provider. locationType: store | packstation | parcelshop | postoffice.
 * distance in metres from the searched place (0 outside a search). timeZone is the IANA zone of the
 * point's country (opening times are local). telephone in E.164.
 */
export type ServicePoint = {
  __typename?: 'ServicePoint';
  additionalInformation?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  distance: Scalars['Int']['output'];
  houseNumber: Scalars['String']['output'];
  houseNumberAddition?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  locationType: Scalars['String']['output'];
  openingDayExceptions: Array<OpeningDayException>;
  openingDays: Array<OpeningDay>;
  postcode: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  providerId: Scalars['ID']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  telephone?: Maybe<Scalars['String']['output']>;
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ServicePointChoiceInput = {
  dhlCustomerNumber?: InputMaybe<Scalars['String']['input']>;
  provider: Scalars['String']['input'];
  providerId: Scalars['ID']['input'];
};

/** §7 findServicePoints query. providers: stores | dhl | postnl | bpost | colissimo. country: ISO 3166-1 alpha-2. */
export type ServicePointQueryInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** Only points of these location types (store | packstation | parcelshop | postoffice); all when absent. */
  locationTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  providers: Array<Scalars['String']['input']>;
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  active: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  prices: Array<ShippingPrice>;
  reference?: Maybe<Scalars['String']['output']>;
  /** The location types of its provider's points this method takes (e.g. [packstation]); null for all. */
  service_point_types?: Maybe<Array<Scalars['String']['output']>>;
  service_points_provider?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type ShippingPrice = {
  __typename?: 'ShippingPrice';
  calculation?: Maybe<Scalars['Int']['output']>;
  currencyPrice: Array<CurrencyPrice>;
  quantityEnd?: Maybe<Scalars['Int']['output']>;
  quantityStart?: Maybe<Scalars['Int']['output']>;
  ruleId?: Maybe<Scalars['ID']['output']>;
};

/** A sitemap URL, root-relative; lastModified ISO 8601 or null; alternates the page's URL per store. */
export type SitemapUrl = {
  __typename?: 'SitemapUrl';
  alternates: Array<StoreUrl>;
  lastModified?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** A page of a store's sitemap URLs; total counts all of the page type. */
export type SitemapUrls = {
  __typename?: 'SitemapUrls';
  total: Scalars['Int']['output'];
  urls: Array<SitemapUrl>;
};

export type Size = {
  __typename?: 'Size';
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type SortOption = {
  __typename?: 'SortOption';
  direction: Scalars['String']['output'];
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/**
 * §3 Stock entry: sku (variant or style-colour), productNumber (the style-colour SKU), qty (in the
 * locations asked), availableStock (distribution centre), locations (the stores holding it).
 */
export type StockEntry = {
  __typename?: 'StockEntry';
  availableStock: Scalars['Int']['output'];
  locations: Array<StoreStockLocation>;
  productNumber: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/**
 * §3 Stock info of a style-colour, in the store's language: description (the product's text); stock the
 * units on hand at the distribution centre; availableStock the units that can be ordered now (0 before a
 * coming-soon date); available true when availableStock > 0; metaTitle and metaDescription for the page's
 * title and meta description (at most 160 characters, cut at a word).
 */
export type StockInfo = {
  __typename?: 'StockInfo';
  available: Scalars['Boolean']['output'];
  availableStock: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  metaDescription: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
};

/** §7 getStockData query: variant SKUs (at most 100) and optionally the stores' providerIds. */
export type StockQueryInput = {
  locations?: InputMaybe<Array<Scalars['String']['input']>>;
  skus: Array<Scalars['String']['input']>;
};

/**
 * §3 Store (storefront): code is its x-store-key value (NL, EN, BENL, …); name is its country, and for a
 * country with a storefront per language the language too, in the store's own language (België –
 * Nederlands); countryCode ISO 3166-1 alpha-2; lang the two-letter language (nl | fr | de | en); language
 * its locale (nl-BE); baseUrl the origin its pages are served on, without a trailing slash.
 */
export type Store = {
  __typename?: 'Store';
  baseUrl: Scalars['String']['output'];
  code: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  lang: Scalars['String']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type StoreConfig = {
  __typename?: 'StoreConfig';
  countries: Array<Country>;
  currency: Currency;
  /** The §9 delivery promise the cart's delivery dates follow (DeliveryDate), for copy such as usps and the PDP. */
  deliveryPromise: DeliveryPromise;
  languages: Array<Language>;
  salutations: Array<Salutation>;
};

/** §3 Store stock location: code is the store's providerId, name its title. */
export type StoreStockLocation = {
  __typename?: 'StoreStockLocation';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** A page's URL in one store: storeCode is an x-store-key value; url is root-relative with a trailing slash. */
export type StoreUrl = {
  __typename?: 'StoreUrl';
  storeCode: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SuccessResult = {
  __typename?: 'SuccessResult';
  success: Scalars['Boolean']['output'];
};

export type Suggestion = {
  __typename?: 'Suggestion';
  text: Scalars['String']['output'];
};

/** §3 swProduct (the product record in Shopware's shape): its properties. */
export type SwProduct = {
  __typename?: 'SwProduct';
  properties: Array<PropertyGroup>;
};

export type TaxRule = {
  __typename?: 'TaxRule';
  percentage: Scalars['Float']['output'];
  taxRate: Scalars['Float']['output'];
};

/**
 * §7 updateCustomer input (§5 'Customer update'). Only these fields change; customFields keeps only
 * customer_settings_stores (provider ids) and customer_settings_lookbook_wishlist (lookbook uids).
 */
export type UpdateCustomerInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  customFields?: InputMaybe<Scalars['JSON']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  salutationId?: InputMaybe<Scalars['ID']['input']>;
};

export type UrlData = {
  __typename?: 'UrlData';
  urls: Array<UrlItem>;
};

export type UrlItem = {
  __typename?: 'UrlItem';
  label: Scalars['String']['output'];
  page_group: Scalars['String']['output'];
  parents: Array<Breadcrumb>;
  url: Scalars['String']['output'];
};

/** URL record (§3): page_type is category | plp | pdp. */
export type UrlRecord = {
  __typename?: 'UrlRecord';
  category_id?: Maybe<Scalars['ID']['output']>;
  filters?: Maybe<Scalars['JSON']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  page_type: Scalars['String']['output'];
  parents: Array<Breadcrumb>;
  sku?: Maybe<Scalars['String']['output']>;
  /**
   * §3 URL record 'sort fields': the list's default sort (a search sort option: key, field, direction and
   * its label in the store's language; e.g. the sale page lists the biggest discount first); null when the
   * page takes the search's default (recommended), and always for a product page.
   */
  sort?: Maybe<SortOption>;
  url: Scalars['String']['output'];
};

export type UrlSuggestData = {
  __typename?: 'UrlSuggestData';
  suggestions: Array<Suggestion>;
};

export type Variant = {
  __typename?: 'Variant';
  /** Stock at the distribution centre (what can be delivered). */
  availableStock: Scalars['Int']['output'];
  deliveryTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  legacySku: Scalars['String']['output'];
  options: Array<VariantOption>;
  size: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** Stock in all physical stores together (what can be bought or collected in a store). */
  storeAvailableStock: Scalars['Int']['output'];
};

export type VariantOption = {
  __typename?: 'VariantOption';
  groupId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
};

/**
 * §3 Voucher, in the club system's own (Dutch) field names: waarde is the value in euros, geldig_vanaf
 * and geldig_tm the first and last valid day (YYYY-MM-DD), miniumPurchaseAmount in euros, klant and
 * kaartnummer the customer's card number.
 */
export type Voucher = {
  __typename?: 'Voucher';
  barcode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  geldig_tm: Scalars['String']['output'];
  geldig_vanaf: Scalars['String']['output'];
  kaartnummer?: Maybe<Scalars['String']['output']>;
  klant?: Maybe<Scalars['String']['output']>;
  maximumAantalProducten?: Maybe<Scalars['Int']['output']>;
  miniumPurchaseAmount?: Maybe<Scalars['Float']['output']>;
  text: Scalars['String']['output'];
  waarde: Scalars['Float']['output'];
};

/** §3 Wishlist: the account's style-colours as product records. */
export type Wishlist = {
  __typename?: 'Wishlist';
  customerId: Scalars['ID']['output'];
  products: Array<Product>;
  salesChannelId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddCartItemsInput: AddCartItemsInput;
  Address: ResolverTypeWrapper<Address>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AddressInput: AddressInput;
  Aggregation: ResolverTypeWrapper<Aggregation>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AggregationEntry: ResolverTypeWrapper<AggregationEntry>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  CalculatedPrice: ResolverTypeWrapper<CalculatedPrice>;
  CalculatedTax: ResolverTypeWrapper<CalculatedTax>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>;
  CartError: ResolverTypeWrapper<CartError>;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  CartItemInput: CartItemInput;
  CartItemOption: ResolverTypeWrapper<CartItemOption>;
  CartItemPayload: ResolverTypeWrapper<CartItemPayload>;
  CartLineInput: CartLineInput;
  CartPrice: ResolverTypeWrapper<CartPrice>;
  CartStatus: ResolverTypeWrapper<CartStatus>;
  CartStatusOrder: ResolverTypeWrapper<CartStatusOrder>;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  ChosenServicePoint: ResolverTypeWrapper<ChosenServicePoint>;
  ContactMessageInput: ContactMessageInput;
  Context: ResolverTypeWrapper<Omit<Context, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  Country: ResolverTypeWrapper<Country>;
  CrossSelling: ResolverTypeWrapper<CrossSelling>;
  CrossSellingProduct: ResolverTypeWrapper<CrossSellingProduct>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyPrice: ResolverTypeWrapper<CurrencyPrice>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerAddressInput: CustomerAddressInput;
  DayRange: ResolverTypeWrapper<DayRange>;
  Delivery: ResolverTypeWrapper<Delivery>;
  DeliveryDate: ResolverTypeWrapper<DeliveryDate>;
  DeliveryInformation: ResolverTypeWrapper<DeliveryInformation>;
  DeliveryPromise: ResolverTypeWrapper<DeliveryPromise>;
  EsUrlsGlobal: ResolverTypeWrapper<EsUrlsGlobal>;
  HandlePaymentInput: HandlePaymentInput;
  HistoryAddress: ResolverTypeWrapper<HistoryAddress>;
  HistoryItem: ResolverTypeWrapper<HistoryItem>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: ResolverTypeWrapper<Language>;
  Loyalty: ResolverTypeWrapper<Loyalty>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterInput: NewsletterInput;
  NewsletterSettings: ResolverTypeWrapper<NewsletterSettings>;
  OpeningDay: ResolverTypeWrapper<OpeningDay>;
  OpeningDayException: ResolverTypeWrapper<OpeningDayException>;
  OpeningPeriod: ResolverTypeWrapper<OpeningPeriod>;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderDetail: ResolverTypeWrapper<OrderDetail>;
  OrderHistory: ResolverTypeWrapper<OrderHistory>;
  OrderHistoryEntry: ResolverTypeWrapper<OrderHistoryEntry>;
  OrderInput: OrderInput;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  PasswordRecoveryInput: PasswordRecoveryInput;
  PasswordRecoveryResult: ResolverTypeWrapper<PasswordRecoveryResult>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentResult: ResolverTypeWrapper<PaymentResult>;
  PdpResult: ResolverTypeWrapper<PdpResult>;
  Product: ResolverTypeWrapper<Product>;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductData: ResolverTypeWrapper<ProductDataModel>;
  PropertyGroup: ResolverTypeWrapper<PropertyGroup>;
  PropertyOption: ResolverTypeWrapper<PropertyOption>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterCustomerInput: RegisterCustomerInput;
  RelatedProduct: ResolverTypeWrapper<RelatedProduct>;
  ResetPasswordInput: ResetPasswordInput;
  SalesChannel: ResolverTypeWrapper<SalesChannel>;
  Salutation: ResolverTypeWrapper<Salutation>;
  SearchFilterInput: SearchFilterInput;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'productData' | 'urlData'> & { productData: ResolversTypes['ProductData'], urlData: ResolversTypes['UrlData'] }>;
  ServicePoint: ResolverTypeWrapper<ServicePoint>;
  ServicePointChoiceInput: ServicePointChoiceInput;
  ServicePointQueryInput: ServicePointQueryInput;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShippingPrice: ResolverTypeWrapper<ShippingPrice>;
  SitemapUrl: ResolverTypeWrapper<SitemapUrl>;
  SitemapUrls: ResolverTypeWrapper<SitemapUrls>;
  Size: ResolverTypeWrapper<Size>;
  SortOption: ResolverTypeWrapper<SortOption>;
  StockEntry: ResolverTypeWrapper<StockEntry>;
  StockInfo: ResolverTypeWrapper<StockInfo>;
  StockQueryInput: StockQueryInput;
  Store: ResolverTypeWrapper<Store>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  StoreStockLocation: ResolverTypeWrapper<StoreStockLocation>;
  StoreUrl: ResolverTypeWrapper<StoreUrl>;
  SuccessResult: ResolverTypeWrapper<SuccessResult>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  SwProduct: ResolverTypeWrapper<SwProduct>;
  TaxRule: ResolverTypeWrapper<TaxRule>;
  UpdateCustomerInput: UpdateCustomerInput;
  UrlData: ResolverTypeWrapper<Omit<UrlData, 'urls'> & { urls: Array<ResolversTypes['UrlItem']> }>;
  UrlItem: ResolverTypeWrapper<UrlItemModel>;
  UrlRecord: ResolverTypeWrapper<UrlRecordModel>;
  UrlSuggestData: ResolverTypeWrapper<UrlSuggestData>;
  Variant: ResolverTypeWrapper<Variant>;
  VariantOption: ResolverTypeWrapper<VariantOption>;
  Voucher: ResolverTypeWrapper<Voucher>;
  Wishlist: ResolverTypeWrapper<Wishlist>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddCartItemsInput: AddCartItemsInput;
  Address: Address;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  AddressInput: AddressInput;
  Aggregation: Aggregation;
  Float: Scalars['Float']['output'];
  AggregationEntry: AggregationEntry;
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  CalculatedPrice: CalculatedPrice;
  CalculatedTax: CalculatedTax;
  Cart: Omit<Cart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  CartError: CartError;
  CartItem: CartItemModel;
  CartItemInput: CartItemInput;
  CartItemOption: CartItemOption;
  CartItemPayload: CartItemPayload;
  CartLineInput: CartLineInput;
  CartPrice: CartPrice;
  CartStatus: CartStatus;
  CartStatusOrder: CartStatusOrder;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  ChosenServicePoint: ChosenServicePoint;
  ContactMessageInput: ContactMessageInput;
  Context: Omit<Context, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  Country: Country;
  CrossSelling: CrossSelling;
  CrossSellingProduct: CrossSellingProduct;
  Currency: Currency;
  CurrencyPrice: CurrencyPrice;
  Customer: Customer;
  CustomerAddressInput: CustomerAddressInput;
  DayRange: DayRange;
  Delivery: Delivery;
  DeliveryDate: DeliveryDate;
  DeliveryInformation: DeliveryInformation;
  DeliveryPromise: DeliveryPromise;
  EsUrlsGlobal: EsUrlsGlobal;
  HandlePaymentInput: HandlePaymentInput;
  HistoryAddress: HistoryAddress;
  HistoryItem: HistoryItem;
  JSON: Scalars['JSON']['output'];
  Language: Language;
  Loyalty: Loyalty;
  Mutation: Record<PropertyKey, never>;
  NewsletterInput: NewsletterInput;
  NewsletterSettings: NewsletterSettings;
  OpeningDay: OpeningDay;
  OpeningDayException: OpeningDayException;
  OpeningPeriod: OpeningPeriod;
  Order: Order;
  OrderAddress: OrderAddress;
  OrderCustomer: OrderCustomer;
  OrderDetail: OrderDetail;
  OrderHistory: OrderHistory;
  OrderHistoryEntry: OrderHistoryEntry;
  OrderInput: OrderInput;
  OrderItem: OrderItem;
  PasswordRecoveryInput: PasswordRecoveryInput;
  PasswordRecoveryResult: PasswordRecoveryResult;
  PaymentMethod: PaymentMethod;
  PaymentResult: PaymentResult;
  PdpResult: PdpResult;
  Product: Product;
  ProductCategory: ProductCategory;
  ProductData: ProductDataModel;
  PropertyGroup: PropertyGroup;
  PropertyOption: PropertyOption;
  Query: Record<PropertyKey, never>;
  RegisterCustomerInput: RegisterCustomerInput;
  RelatedProduct: RelatedProduct;
  ResetPasswordInput: ResetPasswordInput;
  SalesChannel: SalesChannel;
  Salutation: Salutation;
  SearchFilterInput: SearchFilterInput;
  SearchResult: Omit<SearchResult, 'productData' | 'urlData'> & { productData: ResolversParentTypes['ProductData'], urlData: ResolversParentTypes['UrlData'] };
  ServicePoint: ServicePoint;
  ServicePointChoiceInput: ServicePointChoiceInput;
  ServicePointQueryInput: ServicePointQueryInput;
  ShippingMethod: ShippingMethod;
  ShippingPrice: ShippingPrice;
  SitemapUrl: SitemapUrl;
  SitemapUrls: SitemapUrls;
  Size: Size;
  SortOption: SortOption;
  StockEntry: StockEntry;
  StockInfo: StockInfo;
  StockQueryInput: StockQueryInput;
  Store: Store;
  StoreConfig: StoreConfig;
  StoreStockLocation: StoreStockLocation;
  StoreUrl: StoreUrl;
  SuccessResult: SuccessResult;
  Suggestion: Suggestion;
  SwProduct: SwProduct;
  TaxRule: TaxRule;
  UpdateCustomerInput: UpdateCustomerInput;
  UrlData: Omit<UrlData, 'urls'> & { urls: Array<ResolversParentTypes['UrlItem']> };
  UrlItem: UrlItemModel;
  UrlRecord: UrlRecordModel;
  UrlSuggestData: UrlSuggestData;
  Variant: Variant;
  VariantOption: VariantOption;
  Voucher: Voucher;
  Wishlist: Wishlist;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  additionalAddressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalAddressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customFields?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  salutationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AggregationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Aggregation'] = ResolversParentTypes['Aggregation']> = {
  entries?: Resolver<Array<ResolversTypes['AggregationEntry']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AggregationEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AggregationEntry'] = ResolversParentTypes['AggregationEntry']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalculatedPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalculatedPrice'] = ResolversParentTypes['CalculatedPrice']> = {
  calculatedTaxes?: Resolver<Array<ResolversTypes['CalculatedTax']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRules?: Resolver<Array<ResolversTypes['TaxRule']>, ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CalculatedTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalculatedTax'] = ResolversParentTypes['CalculatedTax']> = {
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartError']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CartPrice'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartError'] = ResolversParentTypes['CartError']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  deliveryInformation?: Resolver<ResolversTypes['DeliveryInformation'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['CartItemPayload'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CalculatedPrice'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referencedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stackable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemOption'] = ResolversParentTypes['CartItemOption']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemPayload'] = ResolversParentTypes['CartItemPayload']> = {
  options?: Resolver<Array<ResolversTypes['CartItemOption']>, ParentType, ContextType>;
  productNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPrice'] = ResolversParentTypes['CartPrice']> = {
  calculatedTaxes?: Resolver<Array<ResolversTypes['CalculatedTax']>, ParentType, ContextType>;
  netPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  positionPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartStatus'] = ResolversParentTypes['CartStatus']> = {
  order?: Resolver<Maybe<ResolversTypes['CartStatusOrder']>, ParentType, ContextType>;
  recover?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartStatusOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartStatusOrder'] = ResolversParentTypes['CartStatusOrder']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChosenServicePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChosenServicePoint'] = ResolversParentTypes['ChosenServicePoint']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dhlCustomerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumberAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Context'] = ResolversParentTypes['Context']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cartStatus?: Resolver<Maybe<ResolversTypes['CartStatus']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  salesChannel?: Resolver<ResolversTypes['SalesChannel'], ParentType, ContextType>;
  servicePoint?: Resolver<Maybe<ResolversTypes['ChosenServicePoint']>, ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CrossSellingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossSelling'] = ResolversParentTypes['CrossSelling']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['CrossSellingProduct']>, ParentType, ContextType>;
};

export type CrossSellingProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossSellingProduct'] = ResolversParentTypes['CrossSellingProduct']> = {
  mainVariantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyPrice'] = ResolversParentTypes['CurrencyPrice']> = {
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  activeBillingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  activeShippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultBillingAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultShippingAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
};

export type DayRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DayRange'] = ResolversParentTypes['DayRange']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = {
  deliveryDate?: Resolver<ResolversTypes['DeliveryDate'], ParentType, ContextType>;
  shippingCosts?: Resolver<ResolversTypes['CalculatedPrice'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
};

export type DeliveryDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryDate'] = ResolversParentTypes['DeliveryDate']> = {
  earliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryInformation'] = ResolversParentTypes['DeliveryInformation']> = {
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  restockTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type DeliveryPromiseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryPromise'] = ResolversParentTypes['DeliveryPromise']> = {
  inStock?: Resolver<ResolversTypes['DayRange'], ParentType, ContextType>;
  notInStock?: Resolver<ResolversTypes['DayRange'], ParentType, ContextType>;
};

export type EsUrlsGlobalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EsUrlsGlobal'] = ResolversParentTypes['EsUrlsGlobal']> = {
  urls?: Resolver<Array<ResolversTypes['StoreUrl']>, ParentType, ContextType>;
};

export type HistoryAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryAddress'] = ResolversParentTypes['HistoryAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseNumberAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insertion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryItem'] = ResolversParentTypes['HistoryItem']> = {
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeTableId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Loyalty'] = ResolversParentTypes['Loyalty']> = {
  cardNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsToNextVoucher?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  DeleteCustomer?: Resolver<ResolversTypes['Context'], ParentType, ContextType, Partial<MutationDeleteCustomerArgs>>;
  addAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'addCartItemsInput'>>;
  addToWishlist?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  changeEmail?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmRegistration?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationConfirmRegistrationArgs, 'hash'>>;
  defaultBillingAddress?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationDefaultBillingAddressArgs, 'addressId'>>;
  defaultShippingAddress?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationDefaultShippingAddressArgs, 'addressId'>>;
  deleteAddress?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'addressId'>>;
  deleteCartItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationDeleteCartItemArgs, 'id'>>;
  deleteFromWishlist?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteFromWishlistArgs, 'productId'>>;
  handlePayment?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationHandlePaymentArgs, 'input'>>;
  login?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Context'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  newsletterSettings?: Resolver<ResolversTypes['NewsletterSettings'], ParentType, ContextType, RequireFields<MutationNewsletterSettingsArgs, 'hash'>>;
  placeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, Partial<MutationPlaceOrderArgs>>;
  registerCustomer?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreCart?: Resolver<ResolversTypes['Context'], ParentType, ContextType, Partial<MutationRestoreCartArgs>>;
  sendContactMessage?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendPasswordRecoveryMail?: Resolver<ResolversTypes['PasswordRecoveryResult'], ParentType, ContextType, RequireFields<MutationSendPasswordRecoveryMailArgs, 'input'>>;
  setShippingAddress?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationSetShippingAddressArgs, 'id'>>;
  ttAddNewsletterMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTtAddNewsletterMemberArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'addressId' | 'input'>>;
  updateCartItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'cartItemInput'>>;
  updateCustomer?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'id'>>;
  updateShippingAddress?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationUpdateShippingAddressArgs, 'input'>>;
  updateShippingMethod?: Resolver<ResolversTypes['Context'], ParentType, ContextType, RequireFields<MutationUpdateShippingMethodArgs, 'id'>>;
};

export type NewsletterSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSettings'] = ResolversParentTypes['NewsletterSettings']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OpeningDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
};

export type OpeningDayExceptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningDayException'] = ResolversParentTypes['OpeningDayException']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OpeningPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningPeriod'] = ResolversParentTypes['OpeningPeriod']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deepLinkCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCustomer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  additionalAddressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalAddressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customFields?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderDetail'] = ResolversParentTypes['OrderDetail']> = {
  allocationStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  branchCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['DeliveryDate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  nextOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CartPrice'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  shippingCosts?: Resolver<ResolversTypes['CalculatedPrice'], ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  trackTraceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistory'] = ResolversParentTypes['OrderHistory']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  allocationStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branchCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['HistoryAddress']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAddress?: Resolver<Maybe<ResolversTypes['HistoryAddress']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HistoryItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trackTraceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizeTableId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PasswordRecoveryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordRecoveryResult'] = ResolversParentTypes['PasswordRecoveryResult']> = {
  emailToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  customFields?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentResult'] = ResolversParentTypes['PaymentResult']> = {
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PdpResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PdpResult'] = ResolversParentTypes['PdpResult']> = {
  crossSellings?: Resolver<Array<ResolversTypes['CrossSelling']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comingSoonDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOneSize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPresentedBySneakers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketing_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceUpdatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType, Partial<ProductRelatedProductsArgs>>;
  releaseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sizeAttributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeTableId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['Size']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockInfo?: Resolver<ResolversTypes['StockInfo'], ParentType, ContextType>;
  swProduct?: Resolver<ResolversTypes['SwProduct'], ParentType, ContextType>;
  threesixty?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAvailableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductData'] = ResolversParentTypes['ProductData']> = {
  aggregations?: Resolver<Array<ResolversTypes['Aggregation']>, ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  sortOptions?: Resolver<Array<ResolversTypes['SortOption']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyGroup'] = ResolversParentTypes['PropertyGroup']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['PropertyOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PropertyOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyOption'] = ResolversParentTypes['PropertyOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  GetOrderHistory?: Resolver<ResolversTypes['OrderHistory'], ParentType, ContextType, RequireFields<QueryGetOrderHistoryArgs, 'limit' | 'page'>>;
  SwOrder?: Resolver<Maybe<ResolversTypes['OrderDetail']>, ParentType, ContextType, RequireFields<QuerySwOrderArgs, 'id'>>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, Partial<QueryAddressesArgs>>;
  currentStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  esUrlsGlobal?: Resolver<Maybe<ResolversTypes['EsUrlsGlobal']>, ParentType, ContextType, RequireFields<QueryEsUrlsGlobalArgs, 'urlId'>>;
  findServicePoints?: Resolver<Array<ResolversTypes['ServicePoint']>, ParentType, ContextType, RequireFields<QueryFindServicePointsArgs, 'query'>>;
  getCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, Partial<QueryGetCartArgs>>;
  getContext?: Resolver<ResolversTypes['Context'], ParentType, ContextType, Partial<QueryGetContextArgs>>;
  getCustomer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, Partial<QueryGetCustomerArgs>>;
  getPaymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType, Partial<QueryGetPaymentMethodsArgs>>;
  getProductUrlBySku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetProductUrlBySkuArgs, 'sku'>>;
  getShippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType, Partial<QueryGetShippingMethodsArgs>>;
  getStockData?: Resolver<Array<ResolversTypes['StoreStockLocation']>, ParentType, ContextType, RequireFields<QueryGetStockDataArgs, 'query'>>;
  getWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, Partial<QueryGetWishlistArgs>>;
  loyalty?: Resolver<ResolversTypes['Loyalty'], ParentType, ContextType, Partial<QueryLoyaltyArgs>>;
  pdp?: Resolver<Maybe<ResolversTypes['PdpResult']>, ParentType, ContextType, RequireFields<QueryPdpArgs, 'sku'>>;
  physicalStore?: Resolver<Maybe<ResolversTypes['ServicePoint']>, ParentType, ContextType, RequireFields<QueryPhysicalStoreArgs, 'reference'>>;
  physicalStores?: Resolver<Array<ResolversTypes['ServicePoint']>, ParentType, ContextType, RequireFields<QueryPhysicalStoresArgs, 'providerIds'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'page' | 'search'>>;
  sitemapUrls?: Resolver<ResolversTypes['SitemapUrls'], ParentType, ContextType, RequireFields<QuerySitemapUrlsArgs, 'limit' | 'offset' | 'pageType'>>;
  stockAvailability?: Resolver<Array<ResolversTypes['StockEntry']>, ParentType, ContextType, RequireFields<QueryStockAvailabilityArgs, 'skus'>>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
  storeStock?: Resolver<Array<ResolversTypes['StockEntry']>, ParentType, ContextType, RequireFields<QueryStoreStockArgs, 'skus'>>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['UrlRecord']>, ParentType, ContextType, RequireFields<QueryUrlArgs, 'url'>>;
  vouchers?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType, Partial<QueryVouchersArgs>>;
};

export type RelatedProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RelatedProduct'] = ResolversParentTypes['RelatedProduct']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesChannel'] = ResolversParentTypes['SalesChannel']> = {
  countryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyIso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Salutation'] = ResolversParentTypes['Salutation']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  productData?: Resolver<ResolversTypes['ProductData'], ParentType, ContextType>;
  urlData?: Resolver<ResolversTypes['UrlData'], ParentType, ContextType>;
  urlSuggestData?: Resolver<ResolversTypes['UrlSuggestData'], ParentType, ContextType>;
};

export type ServicePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServicePoint'] = ResolversParentTypes['ServicePoint']> = {
  additionalInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumberAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingDayExceptions?: Resolver<Array<ResolversTypes['OpeningDayException']>, ParentType, ContextType>;
  openingDays?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ShippingPrice']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service_point_types?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  service_points_provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingPrice'] = ResolversParentTypes['ShippingPrice']> = {
  calculation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currencyPrice?: Resolver<Array<ResolversTypes['CurrencyPrice']>, ParentType, ContextType>;
  quantityEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantityStart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ruleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SitemapUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapUrl'] = ResolversParentTypes['SitemapUrl']> = {
  alternates?: Resolver<Array<ResolversTypes['StoreUrl']>, ParentType, ContextType>;
  lastModified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapUrlsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapUrls'] = ResolversParentTypes['SitemapUrls']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['SitemapUrl']>, ParentType, ContextType>;
};

export type SizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SortOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortOption'] = ResolversParentTypes['SortOption']> = {
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockEntry'] = ResolversParentTypes['StockEntry']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['StoreStockLocation']>, ParentType, ContextType>;
  productNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockInfo'] = ResolversParentTypes['StockInfo']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveryPromise?: Resolver<ResolversTypes['DeliveryPromise'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  salutations?: Resolver<Array<ResolversTypes['Salutation']>, ParentType, ContextType>;
};

export type StoreStockLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreStockLocation'] = ResolversParentTypes['StoreStockLocation']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreUrl'] = ResolversParentTypes['StoreUrl']> = {
  storeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuccessResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuccessResult'] = ResolversParentTypes['SuccessResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SwProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwProduct'] = ResolversParentTypes['SwProduct']> = {
  properties?: Resolver<Array<ResolversTypes['PropertyGroup']>, ParentType, ContextType>;
};

export type TaxRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxRule'] = ResolversParentTypes['TaxRule']> = {
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UrlDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UrlData'] = ResolversParentTypes['UrlData']> = {
  urls?: Resolver<Array<ResolversTypes['UrlItem']>, ParentType, ContextType>;
};

export type UrlItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UrlItem'] = ResolversParentTypes['UrlItem']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page_group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UrlRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UrlRecord'] = ResolversParentTypes['UrlRecord']> = {
  category_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  filters?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<Maybe<ResolversTypes['SortOption']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UrlSuggestDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UrlSuggestData'] = ResolversParentTypes['UrlSuggestData']> = {
  suggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacySku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariantOption']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeAvailableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VariantOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantOption'] = ResolversParentTypes['VariantOption']> = {
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geldig_tm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geldig_vanaf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kaartnummer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  klant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maximumAantalProducten?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  miniumPurchaseAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waarde?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  salesChannelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  Aggregation?: AggregationResolvers<ContextType>;
  AggregationEntry?: AggregationEntryResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  CalculatedPrice?: CalculatedPriceResolvers<ContextType>;
  CalculatedTax?: CalculatedTaxResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartError?: CartErrorResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemOption?: CartItemOptionResolvers<ContextType>;
  CartItemPayload?: CartItemPayloadResolvers<ContextType>;
  CartPrice?: CartPriceResolvers<ContextType>;
  CartStatus?: CartStatusResolvers<ContextType>;
  CartStatusOrder?: CartStatusOrderResolvers<ContextType>;
  ChosenServicePoint?: ChosenServicePointResolvers<ContextType>;
  Context?: ContextResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CrossSelling?: CrossSellingResolvers<ContextType>;
  CrossSellingProduct?: CrossSellingProductResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyPrice?: CurrencyPriceResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DayRange?: DayRangeResolvers<ContextType>;
  Delivery?: DeliveryResolvers<ContextType>;
  DeliveryDate?: DeliveryDateResolvers<ContextType>;
  DeliveryInformation?: DeliveryInformationResolvers<ContextType>;
  DeliveryPromise?: DeliveryPromiseResolvers<ContextType>;
  EsUrlsGlobal?: EsUrlsGlobalResolvers<ContextType>;
  HistoryAddress?: HistoryAddressResolvers<ContextType>;
  HistoryItem?: HistoryItemResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Language?: LanguageResolvers<ContextType>;
  Loyalty?: LoyaltyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterSettings?: NewsletterSettingsResolvers<ContextType>;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  OpeningDayException?: OpeningDayExceptionResolvers<ContextType>;
  OpeningPeriod?: OpeningPeriodResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderDetail?: OrderDetailResolvers<ContextType>;
  OrderHistory?: OrderHistoryResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  PasswordRecoveryResult?: PasswordRecoveryResultResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentResult?: PaymentResultResolvers<ContextType>;
  PdpResult?: PdpResultResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductData?: ProductDataResolvers<ContextType>;
  PropertyGroup?: PropertyGroupResolvers<ContextType>;
  PropertyOption?: PropertyOptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedProduct?: RelatedProductResolvers<ContextType>;
  SalesChannel?: SalesChannelResolvers<ContextType>;
  Salutation?: SalutationResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  ServicePoint?: ServicePointResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingPrice?: ShippingPriceResolvers<ContextType>;
  SitemapUrl?: SitemapUrlResolvers<ContextType>;
  SitemapUrls?: SitemapUrlsResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  SortOption?: SortOptionResolvers<ContextType>;
  StockEntry?: StockEntryResolvers<ContextType>;
  StockInfo?: StockInfoResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  StoreStockLocation?: StoreStockLocationResolvers<ContextType>;
  StoreUrl?: StoreUrlResolvers<ContextType>;
  SuccessResult?: SuccessResultResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  SwProduct?: SwProductResolvers<ContextType>;
  TaxRule?: TaxRuleResolvers<ContextType>;
  UrlData?: UrlDataResolvers<ContextType>;
  UrlItem?: UrlItemResolvers<ContextType>;
  UrlRecord?: UrlRecordResolvers<ContextType>;
  UrlSuggestData?: UrlSuggestDataResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VariantOption?: VariantOptionResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
};

