/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE, startCommerce, variantFacts, type Harness } from './harness';
import { demoCustomerToken, registeredCustomer } from './account-support';
import { checkoutReady, purchasable } from './checkout-support';

/**
 * The customer's order page as the back end serves it (spec §2 '/customer' orders/{id}, §3 'Order
 * detail', §4 'Order status shown'): SwOrder with the history's fulfilment, line totals,
 * and the previous / next order of the owning account only.
 */

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const DETAIL = `query D($id: ID!, $c: String) { SwOrder(id: $id, deepLinkCode: $c) {
  id number createdAt orderType shipmentDate trackTraceUrl approvalStatus allocationStatus pickStatus shipmentStatus
  paymentState previousOrderId nextOrderId
  price { netPrice totalPrice positionPrice calculatedTaxes { tax taxRate } }
  shippingCosts { totalPrice }
  items { sku name type quantity salePrice regularPrice totalPrice brand color size sizeTableId image }
  billingAddress { street city } shippingAddress { street city }
  shippingMethod { name } paymentMethod { name }
} }`;
const HISTORY = `query { GetOrderHistory(limit: 50) { orders { id number orderDate orderType shipmentDate trackTraceUrl approvalStatus allocationStatus pickStatus shipmentStatus } } }`;

const demoToken = () => demoCustomerToken(h);

/** The demo customer's orders, oldest first. */
async function demoOrders(token: string) {
  const { data, errors } = await h.gql(HISTORY, {}, { token });
  expect(errors).toBeUndefined();
  return [...data!.GetOrderHistory.orders].reverse();
}

async function deepLinkCodeOf(id: string): Promise<string> {
  const [row] = await h.query<{ deep_link_code: string }>(sql`SELECT deep_link_code FROM orders WHERE id = ${id}`);
  return row!.deep_link_code;
}

describe('SwOrder for the customer’s order page', () => {
  it('links each of the owner’s orders to the one placed before and after it, by date', async () => {
    const token = await demoToken();
    const orders = await demoOrders(token);
    expect(orders).toHaveLength(4);
    const details = [];
    for (const order of orders) {
      const { data, errors } = await h.gql(DETAIL, { id: order.id }, { token });
      expect(errors).toBeUndefined();
      details.push(data!.SwOrder);
    }
    expect(details.map((detail) => detail.createdAt)).toEqual(details.map((d) => d.createdAt).sort());
    expect(details.map((detail) => detail.previousOrderId)).toEqual([null, ...orders.slice(0, 3).map((o) => o.id)]);
    expect(details.map((detail) => detail.nextOrderId)).toEqual([...orders.slice(1).map((o) => o.id), null]);
  });

  it('carries the history entry’s type, statuses, shipment date and tracking link', async () => {
    const token = await demoToken();
    for (const order of await demoOrders(token)) {
      const detail = (await h.gql(DETAIL, { id: order.id }, { token })).data!.SwOrder;
      expect(detail).toMatchObject({
        number: order.number,
        orderType: order.orderType,
        shipmentDate: order.shipmentDate,
        trackTraceUrl: order.trackTraceUrl,
        approvalStatus: order.approvalStatus,
        allocationStatus: order.allocationStatus,
        pickStatus: order.pickStatus,
        shipmentStatus: order.shipmentStatus,
      });
    }
    const [oldest, , , newest] = await demoOrders(token);
    const shipped = (await h.gql(DETAIL, { id: oldest.id }, { token })).data!.SwOrder;
    expect(shipped).toMatchObject({ orderType: 'sale', shipmentStatus: 'shipped', paymentState: 'paid' });
    expect(shipped.shipmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shipped.trackTraceUrl).toMatch(/^https:\/\//);
    const open = (await h.gql(DETAIL, { id: newest.id }, { token })).data!.SwOrder;
    expect(open).toMatchObject({ shipmentDate: null, trackTraceUrl: null, allocationStatus: 'pending' });
  });

  it('gives each line its total in euros, and the order’s totals, addresses and methods', async () => {
    const token = await demoToken();
    const newest = (await demoOrders(token)).at(-1);
    const detail = (await h.gql(DETAIL, { id: newest.id }, { token })).data!.SwOrder;
    const article = detail.items.find((item: any) => item.type === 'article');
    // The newest demo order is two of one article.
    expect(article.quantity).toBe(2);
    expect(article.totalPrice).toBe(Math.round(article.salePrice * 100 * 2) / 100);
    expect(article).toMatchObject({ brand: expect.any(String), color: expect.any(String), size: expect.any(String) });
    for (const item of detail.items) {
      expect(item.totalPrice).toBe((Math.round(item.salePrice * 100) * item.quantity) / 100);
    }
    expect(detail.price.positionPrice).toBe(article.totalPrice);
    expect(detail.price.totalPrice).toBeCloseTo(detail.price.positionPrice + detail.shippingCosts.totalPrice, 2);
    expect(detail.price.calculatedTaxes[0].taxRate).toBe(21);
    expect(detail.price.netPrice).toBeCloseTo(detail.price.totalPrice - detail.price.calculatedTaxes[0].tax, 2);
    expect(detail.billingAddress).toEqual({ street: 'Keizersgracht 123', city: 'Amsterdam' });
    expect(detail.shippingMethod.name).toBeTruthy();
    expect(detail.paymentMethod.name).toBeTruthy();
  });

  it('names each article’s size table as its product does, in the order and in the history', async () => {
    const token = await demoToken();
    const history = await h.gql(
      `query { GetOrderHistory(limit: 50) { orders { id items { sku type sizeTableId } } } }`,
      {},
      {
        token,
      },
    );
    expect(history.errors).toBeUndefined();
    const tableOfProduct = async (sku: string) => {
      const style = sku.split('.').slice(0, 2).join('.');
      const { data } = await h.gql(`query P($sku: String!) { pdp(sku: $sku) { product { sizeTableId } } }`, {
        sku: style,
      });
      return (data!.pdp?.product?.sizeTableId ?? null) as string | null;
    };
    const seen = new Set<string | null>();
    for (const order of history.data!.GetOrderHistory.orders) {
      const detail = (await h.gql(DETAIL, { id: order.id }, { token })).data!.SwOrder;
      for (const item of detail.items) {
        const expected = item.type === 'article' ? await tableOfProduct(item.sku) : null;
        expect(item.sizeTableId, item.sku).toBe(expected);
        expect(order.items.find((entry: { sku: string }) => entry.sku === item.sku)?.sizeTableId, item.sku).toBe(
          expected,
        );
        seen.add(expected);
      }
    }
    // The demo orders hold shoes and non-delivery lines without a size table at least.
    expect([...seen].some((table) => table?.startsWith('shoes'))).toBe(true);
    expect(seen.has(null)).toBe(true);
  });

  it('answers another customer exactly as an unknown order: null, no error', async () => {
    const [order] = await demoOrders(await demoToken());
    const other = await registeredCustomer(h);
    const theirs = await h.gql(DETAIL, { id: order.id }, { token: other });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.SwOrder).toBeNull();
    const unknown = await h.gql(DETAIL, { id: '00000000-0000-4000-8000-000000000000' }, { token: other });
    expect(unknown).toMatchObject({ errors: undefined, data: { SwOrder: null } });
    const malformed = await h.gql(DETAIL, { id: "1' OR '1'='1" }, { token: other });
    expect(malformed).toMatchObject({ errors: undefined, data: { SwOrder: null } });
    // Without a session at all, too.
    expect((await h.gql(DETAIL, { id: order.id })).data!.SwOrder).toBeNull();
  });

  it('shows a deep link’s reader the order but no other order, even when the owner holds the link', async () => {
    const token = await demoToken();
    const [, second] = await demoOrders(token);
    const code = await deepLinkCodeOf(second.id);
    const stranger = await registeredCustomer(h);
    for (const reader of [undefined, stranger, token]) {
      const { data, errors } = await h.gql(DETAIL, { id: second.id, c: code }, { token: reader });
      expect(errors).toBeUndefined();
      expect(data!.SwOrder).toMatchObject({ number: second.number, previousOrderId: null, nextOrderId: null });
    }
    // A wrong code is no deep link: the stranger gets nothing.
    expect((await h.gql(DETAIL, { id: second.id, c: 'x'.repeat(32) }, { token: stranger })).data!.SwOrder).toBeNull();
  });

  it('gives a guest’s own order, read by its placing session, no neighbours', async () => {
    const variant = purchasable(await variantFacts(h), 3)[0]!;
    const { token } = await checkoutReady(h, variant.id);
    const placed = (await h.gql(PLACE, {}, { token })).data!.placeOrder;
    const detail = (await h.gql(DETAIL, { id: placed.id }, { token })).data!.SwOrder;
    expect(detail).toMatchObject({
      number: placed.orderNumber,
      orderType: 'sale',
      approvalStatus: 'pending',
      shipmentDate: null,
      previousOrderId: null,
      nextOrderId: null,
    });
  });

  it('orders by number when two orders share their moment, and by microseconds when they differ only there', async () => {
    const token = await demoToken();
    const orders = await demoOrders(token);
    const ids = orders.map((order) => order.id);
    const neighbours = async (id: string) => {
      const detail = (await h.gql(DETAIL, { id }, { token })).data!.SwOrder;
      return [detail.previousOrderId, detail.nextOrderId];
    };
    // The two newest orders 1 µs apart: a JavaScript Date could not tell them apart.
    await h.query(sql`UPDATE orders SET created_at = '2099-01-01T10:00:00.000001Z' WHERE id = ${ids[2]!}`);
    await h.query(sql`UPDATE orders SET created_at = '2099-01-01T10:00:00.000002Z' WHERE id = ${ids[3]!}`);
    expect(await neighbours(ids[2]!)).toEqual([ids[1], ids[3]]);
    expect(await neighbours(ids[3]!)).toEqual([ids[2], null]);
    // The same moment: the lower number first (numbers come from one sequence).
    await h.query(sql`UPDATE orders SET created_at = '2099-01-01T10:00:00Z' WHERE id IN (${ids[2]!}, ${ids[3]!})`);
    expect(await neighbours(ids[2]!)).toEqual([ids[1], ids[3]]);
    expect(await neighbours(ids[3]!)).toEqual([ids[2], null]);
  });
});
