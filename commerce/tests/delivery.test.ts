/**
 * Spec §9 delivery promise through the API, at fixed dates: the cart's deliveries[].deliveryDate and
 * the placed order follow the context's shipping method (express is next-day), and delivery days
 * are Monday to Saturday.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLACE, startShop, type Harness, type VariantFact } from './harness';
import { addProduct, checkoutReady, purchasable } from './checkout-support';

let h: Harness;
let facts: VariantFact[];
beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => h?.stop());

/** Only Date is faked: the database drivers keep their real timers. */
function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

const inStock = (skip = 0) => purchasable(facts, 5)[skip]!;
const DELIVERY = `deliveries { shippingMethod { id } deliveryDate { earliest latest } }`;
const ORDER = `query O($id: ID!) { SwOrder(id: $id) { deliveryDate { earliest latest } shippingMethod { id } } }`;

describe('delivery promise', () => {
  it('an order on Saturday (00:30 in Amsterdam) is promised Monday to Wednesday, never the same Saturday or a Sunday', async () => {
    at('2025-01-31T23:30:00Z');
    const { token, cart } = await checkoutReady(h, inStock().id);
    expect(cart.deliveries[0].deliveryDate).toEqual({ earliest: '2025-02-03', latest: '2025-02-05' });
    const order = await h.gql(PLACE, {}, { token });
    expect(order.errors).toBeUndefined();
    const detail = await h.gql(ORDER, { id: order.data!.placeOrder.id }, { token });
    expect(detail.data!.SwOrder).toEqual({
      deliveryDate: { earliest: '2025-02-03', latest: '2025-02-05' },
      shippingMethod: { id: 'nl-standard' },
    });
  });

  it('paid express shipping promises the next delivery day in the cart and in the placed order', async () => {
    at('2025-02-01T10:00:00Z'); // Saturday: next delivery day is Monday
    const { token } = await checkoutReady(h, inStock(1).id);
    const express = await h.gql(
      `mutation { updateShippingMethod(id: "nl-express") { cart { ${DELIVERY} deliveries { shippingCosts { totalPrice } } } } }`,
      {},
      { token },
    );
    expect(express.errors).toBeUndefined();
    expect(express.data!.updateShippingMethod.cart.deliveries[0]).toMatchObject({
      shippingMethod: { id: 'nl-express' },
      deliveryDate: { earliest: '2025-02-03', latest: '2025-02-03' },
      shippingCosts: { totalPrice: 9.95 },
    });
    const cart = await h.gql(`{ getCart { ${DELIVERY} } }`, {}, { token });
    expect(cart.data!.getCart.deliveries[0].deliveryDate).toEqual({ earliest: '2025-02-03', latest: '2025-02-03' });
    const order = await h.gql(PLACE, {}, { token });
    const detail = await h.gql(ORDER, { id: order.data!.placeOrder.id }, { token });
    expect(detail.data!.SwOrder).toEqual({
      deliveryDate: { earliest: '2025-02-03', latest: '2025-02-03' },
      shippingMethod: { id: 'nl-express' },
    });

    // Back to standard: the default window again.
    at('2025-02-04T10:00:00Z'); // Tuesday
    const other = await checkoutReady(h, inStock(2).id);
    const standard = await h.gql(
      `mutation { updateShippingMethod(id: "nl-standard") { cart { ${DELIVERY} } } }`,
      {},
      { token: other.token },
    );
    expect(standard.data!.updateShippingMethod.cart.deliveries[0].deliveryDate).toEqual({
      earliest: '2025-02-05',
      latest: '2025-02-07',
    });
  });

  it('express does not shorten a pre-order', async () => {
    at('2025-02-01T10:00:00Z');
    const pre = facts.find((f) => f.delivery_time === '3-4 weeks' && !f.coming)!;
    const { token } = await checkoutReady(h, pre.id);
    const res = await h.gql(
      `mutation { updateShippingMethod(id: "nl-express") { cart { ${DELIVERY} } } }`,
      {},
      { token },
    );
    // 21 and 28 delivery days (Sundays skipped) after Saturday 1 February.
    expect(res.data!.updateShippingMethod.cart.deliveries[0].deliveryDate).toEqual({
      earliest: '2025-02-26',
      latest: '2025-03-06',
    });
  });

  it('storeConfig states the rule the cart follows: 1–3 days at home, 3–5 across the border, 5–8 short of stock', async () => {
    const PROMISE = `{ storeConfig { deliveryPromise { inStock { min max } notInStock { min max } } } }`;
    const nl = await h.gql(PROMISE, {}, { store: 'NL' });
    expect(nl.data!.storeConfig.deliveryPromise).toEqual({
      inStock: { min: 1, max: 3 },
      notInStock: { min: 5, max: 8 },
    });
    const at_ = await h.gql(PROMISE, {}, { store: 'AT' });
    expect(at_.data!.storeConfig.deliveryPromise.inStock).toEqual({ min: 3, max: 5 });

    at('2025-02-04T10:00:00Z'); // Tuesday: 3 and 5 delivery days later are Friday and Monday
    const add = await addProduct(h, inStock(3).id, { store: 'AT' });
    expect(add.errors).toBeUndefined();
    expect(add.data!.addToCart.deliveries[0].deliveryDate).toEqual({ earliest: '2025-02-07', latest: '2025-02-10' });
  });
});
