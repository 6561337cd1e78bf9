import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../seed/customers';
import { today } from '../services/common';
import { addMonths } from '../services/loyalty';
import { PLACE, startCommerce, variantFacts, type Harness } from './harness';
import { ME, demoCustomerToken, registeredCustomer, uniqueEmail } from './account-support';
import { checkoutReady, purchasable, sandboxProvider, startPayment } from './checkout-support';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const HISTORY = `query H($page: Int, $limit: Int) { GetOrderHistory(page: $page, limit: $limit) { count orders { id number approvalStatus allocationStatus pickStatus shipmentStatus shipmentMethod orderDate storeCode totalAmount trackTraceUrl shipmentDate orderType paymentState invoiceAddress { firstname lastname street houseNumber houseNumberAddition zipcode city countryCode } deliveryAddress { city } items { sku barcode name productNo size regularPrice salePrice quantity type } } } }`;
const VOUCHERS = `query { vouchers { text barcode waarde currency geldig_tm geldig_vanaf klant kaartnummer miniumPurchaseAmount } }`;
const LOYALTY = `query { loyalty { points pointsToNextVoucher cardNumber } }`;

const demoToken = () => demoCustomerToken(h);

describe('order history (§3 Order history entry, §7 GetOrderHistory)', () => {
  it('lists the demo customer’s orders newest first with their statuses, addresses and items', async () => {
    const token = await demoToken();
    const { data, errors } = await h.gql(HISTORY, {}, { token });
    expect(errors).toBeUndefined();
    const history = data!.GetOrderHistory;
    expect(history.count).toBe(4);
    const dates = history.orders.map((order: { orderDate: string }) => order.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const [newest, , , oldest] = history.orders;
    expect(newest).toMatchObject({
      allocationStatus: 'pending',
      shipmentStatus: 'pending',
      shipmentDate: null,
      orderType: 'sale',
      storeCode: 'NL',
    });
    expect(oldest).toMatchObject({ shipmentStatus: 'shipped', orderType: 'sale', shipmentMethod: expect.any(String) });
    expect(oldest.shipmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(oldest.trackTraceUrl).toMatch(/^https:\/\//);
    expect(oldest.invoiceAddress).toMatchObject({
      street: 'Keizersgracht',
      houseNumber: '123',
      zipcode: '1015 CJ',
      countryCode: 'NL',
    });
    expect(history.orders.map((order: { orderType: string }) => order.orderType)).toContain('return');
    const article = oldest.items.find((item: { type: string }) => item.type === 'article');
    expect(article.sku).toMatch(/^\d{6}\.\d{3}\.\w+/);
    expect(article.productNo).toMatch(/^\d{6}$/);
    expect(article.salePrice).toBeGreaterThan(0);
  });

  it('pages and caps the page size', async () => {
    const token = await demoToken();
    const second = await h.gql(HISTORY, { page: 2, limit: 3 }, { token });
    expect(second.data!.GetOrderHistory).toMatchObject({ count: 4 });
    expect(second.data!.GetOrderHistory.orders).toHaveLength(1);
  });

  it('is for the logged-in customer only: a guest gets NOT_LOGGED_IN, another customer only their own', async () => {
    expect((await h.gql(HISTORY, {})).code).toBe('NOT_LOGGED_IN');
    const other = await registeredCustomer(h);
    expect((await h.gql(HISTORY, {}, { token: other })).data!.GetOrderHistory).toEqual({ count: 0, orders: [] });
    const demoOrder = (await h.gql(HISTORY, {}, { token: await demoToken() })).data!.GetOrderHistory.orders[0];
    const detail = await h.gql(
      `query D($id: ID!) { SwOrder(id: $id) { number } }`,
      { id: demoOrder.id },
      { token: other },
    );
    expect(detail.data!.SwOrder).toBeNull();
  });
});

describe('loyalty club (§1, §9 Club)', () => {
  it('gives 50 points at sign-up and nothing else to a new member', async () => {
    const token = await registeredCustomer(h);
    expect((await h.gql(LOYALTY, {}, { token })).data!.loyalty).toMatchObject({ points: 50, pointsToNextVoucher: 150 });
    expect((await h.gql(VOUCHERS, {}, { token })).data!.vouchers).toEqual([]);
  });

  it('turns 200 points into a 10 euro voucher 14 days after the purchase, valid six months', async () => {
    const token = await demoToken();
    const [voucher] = (await h.gql(VOUCHERS, {}, { token })).data!.vouchers;
    expect(voucher).toMatchObject({ waarde: 10, currency: 'EUR', klant: 'C0000000001', miniumPurchaseAmount: 0 });
    expect(voucher.barcode).toMatch(/^\d{13}$/);
    expect(voucher.geldig_tm).toBe(addMonths(voucher.geldig_vanaf, 6));
    const purchase = (await h.gql(HISTORY, {}, { token })).data!.GetOrderHistory.orders.at(-1);
    const due = new Date(new Date(purchase.orderDate).getTime() + 14 * 86_400_000);
    // The shop's calendar day (Amsterdam), which is not the UTC date in the hour before midnight UTC.
    expect(voucher.geldig_vanaf).toBe(today(due));
    const points = (await h.gql(LOYALTY, {}, { token })).data!.loyalty.points;
    const [ledger] = await h.query<{ earned: number; spent: number }>(
      sql`SELECT coalesce(sum(points) FILTER (WHERE points > 0), 0)::int AS earned, coalesce(-sum(points) FILTER (WHERE points < 0), 0)::int AS spent FROM loyalty_points lp JOIN customers c ON c.id = lp.customer_id WHERE c.email = ${DEMO_CUSTOMER.email}`,
    );
    expect(ledger!.spent).toBe(200);
    expect(points).toBe(ledger!.earned - 200);
    // Reading again makes no second voucher.
    expect((await h.gql(VOUCHERS, {}, { token })).data!.vouchers).toHaveLength(1);
  });

  it('a paid order earns its account 1 point per euro, once; the checkout leaves the account’s email alone', async () => {
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    const variant = purchasable(await variantFacts(h), 3)[0]!;
    await checkoutReady(h, variant.id, { token, address: { email: 'someone.else@example.com' } });
    expect((await h.gql(ME, {}, { token })).data!.getCustomer.email).toBe(email);
    const order = (await h.gql(PLACE, {}, { token })).data!.placeOrder;
    const { transactionId } = await startPayment(h, token, order.id);
    const provider = await sandboxProvider(h);
    for (let i = 0; i < 2; i++) await provider.webhook(transactionId, 'paid');
    const [total] = await h.query<{ total_cents: number }>(sql`SELECT total_cents FROM orders WHERE id = ${order.id}`);
    expect((await h.gql(LOYALTY, {}, { token })).data!.loyalty.points).toBe(50 + Math.floor(total!.total_cents / 100));
    const history = (await h.gql(HISTORY, {}, { token })).data!.GetOrderHistory;
    expect(history).toMatchObject({ count: 1, orders: [{ number: order.orderNumber, paymentState: 'paid' }] });
  });

  it('answers a guest with no vouchers and no club card', async () => {
    expect((await h.gql(VOUCHERS, {})).data!.vouchers).toEqual([]);
    expect((await h.gql(LOYALTY, {})).code).toBe('NOT_LOGGED_IN');
  });

  it('adds months to a date, clamped to the month’s end', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
  });
});
