/**
 * Commerce errors as the storefront sees them: GraphQL errors carry `extensions.code` and
 * `extensions.messageKey` (e.g. `errors.outOfStock`); the UI translates the key.
 */
export interface CommerceErrorShape {
  message: string;
  extensions?: { code?: string; messageKey?: string; fields?: string[] };
}

/** Message keys the UI knows (messages/*.json `errors.*`); anything else shows `errors.generic`. */
export const KNOWN_ERROR_KEYS = [
  'errors.invalidQuantity',
  'errors.quantityTooHigh',
  'errors.productNotFound',
  'errors.outOfStock',
  'errors.productNotAvailable',
  'errors.invalidToken',
  'errors.cartEmpty',
  'errors.cartItemNotFound',
  'errors.invalidAddress',
  'errors.addressRequired',
  'errors.shippingMethodNotFound',
  'errors.paymentMethodNotFound',
  'errors.orderNotFound',
  'errors.invalidRedirectUrl',
  'errors.orderAlreadyPaid',
  'errors.storeNotFound',
] as const;

/** Thrown by the commerce clients when a response has errors; `messageKey` is always translatable. */
export class CommerceError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly fields: string[];

  constructor(errors: CommerceErrorShape[]) {
    const first = errors[0];
    super(first?.message ?? 'Commerce request failed');
    this.name = 'CommerceError';
    this.code = first?.extensions?.code ?? 'UNKNOWN';
    const key = first?.extensions?.messageKey;
    this.messageKey = key && (KNOWN_ERROR_KEYS as readonly string[]).includes(key) ? key : 'errors.generic';
    this.fields = first?.extensions?.fields ?? [];
  }
}
