/**
 * Checkout steps for the commerce integration tests: pick a variant to buy, fill a cart ready to be
 * placed, start a payment and answer it as the sandbox provider. Tests whose subject is one of these
 * steps (the cart's adds, the address validation, the payment page) keep writing it out.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ADD, ADDRESS, PAY, validAddress, type Harness } from './harness';

export { purchasable } from './harness';

export interface CartOptions {
  quantity?: number;
  /** The context to add to; without one the add starts a new guest context. */
  token?: string | null;
  store?: string;
}

/** Adds `quantity` (1) of one variant to a cart, unchecked: the caller asserts what it expects. */
export function addProduct(h: Harness, variantId: number, options: CartOptions = {}) {
  const { quantity = 1, token, store } = options;
  return h.gql(ADD, { items: [{ referencedId: String(variantId), type: 'product', quantity }] }, { token, store });
}

/**
 * A cart ready to be placed: one variant added and a valid shipping address in the store's country
 * (`address` overrides its fields), both checked. Returns the context's token and the added cart.
 */
export async function checkoutReady(
  h: Harness,
  variantId: number,
  options: CartOptions & { address?: Record<string, unknown> } = {},
) {
  const add = await addProduct(h, variantId, options);
  expect(add.errors).toBeUndefined();
  const token = options.token ?? add.token!;
  const input = { ...validAddress(options.store === 'DE' ? 'DE' : 'NL'), ...options.address };
  const address = await h.gql(ADDRESS, { input }, { token, store: options.store });
  expect(address.errors).toBeUndefined();
  return { token, cart: add.data!.addToCart };
}

/**
 * Starts paying an order with the sandbox provider, the finish and error pages on the store's host
 * unless `finishUrl` is given. Returns the provider's redirect URL and its transaction id.
 */
export async function startPayment(
  h: Harness,
  token: string,
  orderId: string,
  options: { store?: string; finishUrl?: string } = {},
) {
  const host = `http://${options.store === 'DE' ? 'de' : 'nl'}.localhost:3000`;
  const { finishUrl = `${host}/checkout/success/` } = options;
  const input = { orderId, finishUrl, errorUrl: `${host}/checkout/payment/` };
  const payment = await h.gql(PAY, { input }, { token, store: options.store });
  expect(payment.errors).toBeUndefined();
  const redirectUrl = new URL(payment.data!.handlePayment.redirectUrl);
  return { redirectUrl, transactionId: redirectUrl.pathname.split('/').pop()! };
}

/**
 * The sandbox provider's side of a payment, with the shop's webhook secret (the environment's, else
 * the seeded one): its signed webhook, and the sandbox page's form as the shopper submits it.
 */
export async function sandboxProvider(h: Harness) {
  const [row] = await h.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'webhook_secret'`);
  const secret = process.env.COMMERCE_WEBHOOK_SECRET ?? row!.value;
  const sign = (message: string) => createHmac('sha256', secret).update(message).digest('hex');
  return {
    /** The webhook reporting `status`; a wrong `signature` can be given to test its refusal. */
    webhook: (transactionId: string, status: string, signature = sign(`${transactionId}:${status}`)) =>
      h.request('/api/graphql/payment-webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ transactionId, status, signature }),
      }),
    /** The sandbox page's form with `status` (the shopper's choice, or a reload resubmitting it). */
    sandbox: (transactionId: string, status: string) =>
      h.request(`/api/graphql/payment-sandbox/${transactionId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ status, signature: sign(`sandbox:${transactionId}`) }).toString(),
      }),
  };
}
export type SandboxProvider = Awaited<ReturnType<typeof sandboxProvider>>;
