/**
 * The order status link (spec §2 '/checkout/' child status, §7 GetOrderHistory(emailToken);
 * docs/decisions/0033-order-status-links.md): every order confirmation carries it on the order's
 * storefront host; it reads exactly its own order's status for anyone holding it, expires after
 * 90 days, and is good for nothing else: no session, no other order, no context.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../index';
import * as s from '../db/schema';
import { orderStatusByToken } from '../services/order-status';
import {
  issueOrderStatusToken,
  ORDER_STATUS_LINK_LIFETIME_DAYS,
  ORDER_STATUS_SECRET_ENV,
  orderStatusLinkExpiry,
} from '../services/order-status-token';
import { registeredCustomer, uniqueEmail } from './account-support';
import { PLACE, startShop, type Harness, type VariantFact } from './harness';
import { checkoutReady, purchasable, sandboxProvider, startPayment, type SandboxProvider } from './checkout-support';

let h: Harness;
let facts: VariantFact[];
let provider: SandboxProvider;
let next = 0;

beforeAll(async () => {
  ({ h, facts } = await startShop());
  provider = await sandboxProvider(h);
});
afterAll(async () => h?.stop());

const STATUS = `query S($emailToken: String, $page: Int, $limit: Int) {
  GetOrderHistory(emailToken: $emailToken, page: $page, limit: $limit) {
    count
    orders { id number orderDate orderType shipmentDate trackTraceUrl totalAmount currency storeCode paymentState
      invoiceAddress { street } deliveryAddress { street }
      items { name size quantity salePrice type } }
  }
}`;
const HISTORY = `query { GetOrderHistory(limit: 50) { count orders { number } } }`;
const CONTEXT = `query { getContext { token customer { email guest } } }`;
const SW_ORDER = `query O($id: ID!) { SwOrder(id: $id) { id number } }`;

interface Placed {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
  email: string;
  token: string;
}

/** The country of the address a test order in `store` ships to. */
const COUNTRY: Record<string, string> = { NL: 'NL', DE: 'DE', BEFR: 'BE' };

/**
 * A paid order of one article in `store`, its confirmation queued; `token` (with the account's
 * `email`, where the confirmation goes) for an account, else a guest.
 */
async function paidOrder(options: { store?: string; token?: string; email?: string } = {}): Promise<Placed> {
  const store = options.store ?? 'NL';
  const email = options.email ?? uniqueEmail('status');
  const { token } = await checkoutReady(h, purchasable(facts, 6)[next++]!.id, {
    token: options.token,
    store,
    address: { email, countryId: COUNTRY[store] },
  });
  const order = (await h.gql(PLACE, {}, { token, store })).data!.placeOrder;
  const { transactionId } = await startPayment(h, token, order.id, { store });
  expect((await provider.webhook(transactionId, 'paid')).status).toBe(200);
  return { ...order, email, token };
}

/** The status link of the order's confirmation mail, and its token. */
async function mailedLink(order: Placed): Promise<{ url: URL; token: string; body: string; html: string }> {
  const [mail] = await h.query<{ body: string; html: string }>(
    sql`SELECT body, html FROM outbox_mails WHERE "to" = ${order.email} AND subject LIKE ${`%${order.orderNumber}%`}`,
  );
  const match = /(https?:\/\/\S+\/checkout\/status\/\?token=\S+)/.exec(mail!.body);
  expect(match, 'the confirmation carries the status link').not.toBeNull();
  const url = new URL(match![1]!);
  return { url, token: url.searchParams.get('token')!, body: mail!.body, html: mail!.html };
}

const statusOf = (emailToken: string, opts: { token?: string; store?: string } = {}) =>
  h.gql(STATUS, { emailToken }, { store: 'NL', ...opts });

async function orderRow(id: string) {
  const [row] = await (await getDb()).select().from(s.orders).where(eq(s.orders.id, id));
  return row!;
}

describe('order status link: issued with the order confirmation', () => {
  it('is in the guest’s confirmation, on the storefront’s host, and reads that order without a session', async () => {
    const order = await paidOrder();
    const { url, token, html } = await mailedLink(order);
    expect(url.origin + url.pathname).toBe('http://nl.localhost:3000/checkout/status/');
    expect(token).toMatch(/^os1\.[A-Za-z0-9_-]{48}$/);
    expect(html).toContain(`href="${url.href}"`);
    // The link is issued for the order's placing: the same token, valid 90 days from createdAt.
    const row = await orderRow(order.id);
    const issued = await issueOrderStatusToken(await getDb(), row);
    expect(issued.token).toBe(token);
    expect(issued.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(
      (ORDER_STATUS_LINK_LIFETIME_DAYS * 24 * 60 * 60 - 1) * 1000,
    );

    const read = await statusOf(token);
    expect(read.errors).toBeUndefined();
    expect(read.data!.GetOrderHistory.count).toBe(1);
    const [entry] = read.data!.GetOrderHistory.orders;
    expect(entry).toMatchObject({
      id: order.id,
      number: order.orderNumber,
      orderType: 'sale',
      shipmentDate: null,
      currency: 'EUR',
      storeCode: 'NL',
      paymentState: 'paid',
      invoiceAddress: null,
      deliveryAddress: null,
    });
    expect(entry.orderDate).toBe(row.createdAt.toISOString());
    expect(entry.totalAmount).toBe(row.totalCents / 100);
    expect(entry.items.filter((item: { type: string }) => item.type === 'article')).toHaveLength(1);
    // No session was asked for or made.
    expect(read.token).toBeNull();
  });

  it('points at the order’s own storefront host in every language (BEFR: fr.be, DE: de)', async () => {
    for (const [store, host] of [
      ['BEFR', 'http://fr.be.localhost:3000'],
      ['DE', 'http://de.localhost:3000'],
    ] as const) {
      const { url, token } = await mailedLink(await paidOrder({ store }));
      expect(url.origin).toBe(host);
      expect((await statusOf(token, { store })).data!.GetOrderHistory.count).toBe(1);
    }
  });

  it('is in an account holder’s confirmation too, and shows the shipment once the order has a shipment date', async () => {
    const email = uniqueEmail('holder');
    const session = await registeredCustomer(h, email);
    const order = await paidOrder({ token: session, email });
    const [mail] = await h.query<{ body: string }>(
      sql`SELECT body FROM outbox_mails WHERE "to" = ${email} AND body LIKE ${`%${order.orderNumber}%`}`,
    );
    expect(mail!.body).toContain(`/customer/orders/${order.id}/`);
    const token = /checkout\/status\/\?token=(\S+)/.exec(mail!.body)![1]!;
    await h.query(
      sql`UPDATE orders SET shipment_date = '2026-12-02', shipment_status = 'shipped' WHERE id = ${order.id}`,
    );
    const [entry] = (await statusOf(token)).data!.GetOrderHistory.orders;
    expect(entry).toMatchObject({ number: order.orderNumber, shipmentDate: '2026-12-02' });
  });
});

describe('order status link: reads only its own order', () => {
  it('answers exactly its order, also to a logged-in customer with other orders, whatever page and limit ask', async () => {
    const email = uniqueEmail('other-orders');
    const session = await registeredCustomer(h, email);
    const own = await paidOrder({ token: session, email });
    await paidOrder({ token: session, email });
    const other = await paidOrder();
    const { token } = await mailedLink(other);
    const read = await h.gql(STATUS, { emailToken: token, page: 1, limit: 50 }, { token: session, store: 'NL' });
    expect(read.data!.GetOrderHistory).toMatchObject({ count: 1, orders: [{ number: other.orderNumber }] });
    // Without the link the session still reads its own history, never the link's order.
    const history = (await h.gql(HISTORY, {}, { token: session })).data!.GetOrderHistory;
    expect(history.orders.map((o: { number: string }) => o.number)).toContain(own.orderNumber);
    expect(history.orders.map((o: { number: string }) => o.number)).not.toContain(other.orderNumber);
  });

  it('refuses a token altered to name another order, or with its expiry moved, as invalid', async () => {
    const a = await mailedLink(await paidOrder());
    const b = await paidOrder();
    const bytes = Buffer.from(a.token.slice(4), 'base64url');
    const otherOrder = Buffer.from(bytes);
    Buffer.from(b.id.replace(/-/g, ''), 'hex').copy(otherOrder, 0);
    const laterExpiry = Buffer.from(bytes);
    laterExpiry.writeUInt32BE(bytes.readUInt32BE(16) + 365 * 24 * 60 * 60, 16);
    for (const forged of [otherOrder, laterExpiry]) {
      const read = await statusOf(`os1.${forged.toString('base64url')}`);
      expect(read.code).toBe('ORDER_STATUS_LINK_INVALID');
      expect(read.errors![0]!.extensions!.messageKey).toBe('errors.orderStatusLinkInvalid');
    }
  });

  it.each([
    ['empty', ''],
    ['malformed', 'not-a-token'],
    ['well-formed but never issued', `os1.${'A'.repeat(48)}`],
  ])('answers an %s token ORDER_STATUS_LINK_INVALID', async (_case, token) => {
    expect((await statusOf(token)).code).toBe('ORDER_STATUS_LINK_INVALID');
  });

  it('refuses a context token, an order’s deep-link code and a token signed with another secret', async () => {
    const order = await paidOrder();
    expect((await statusOf(order.token)).code).toBe('ORDER_STATUS_LINK_INVALID');
    expect((await statusOf(order.deepLinkCode)).code).toBe('ORDER_STATUS_LINK_INVALID');
    const before = process.env[ORDER_STATUS_SECRET_ENV];
    process.env[ORDER_STATUS_SECRET_ENV] = 'x'.repeat(64);
    let foreign: string;
    try {
      foreign = (await issueOrderStatusToken(await getDb(), await orderRow(order.id))).token;
    } finally {
      if (before === undefined) delete process.env[ORDER_STATUS_SECRET_ENV];
      else process.env[ORDER_STATUS_SECRET_ENV] = before;
    }
    expect((await statusOf(foreign)).code).toBe('ORDER_STATUS_LINK_INVALID');
  });

  it('answers a link of an order that no longer exists as invalid', async () => {
    const { token } = await mailedLink(await paidOrder());
    const ghost = await issueOrderStatusToken(await getDb(), {
      id: '00000000-0000-4000-8000-000000000000',
      createdAt: new Date(),
    });
    expect((await statusOf(ghost.token)).code).toBe('ORDER_STATUS_LINK_INVALID');
    expect((await statusOf(token)).errors).toBeUndefined();
  });
});

describe('order status link: expires', () => {
  it(`works until ${ORDER_STATUS_LINK_LIFETIME_DAYS} days after the order and is ORDER_STATUS_LINK_EXPIRED after`, async () => {
    const order = await paidOrder();
    const { token } = await mailedLink(order);
    const row = await orderRow(order.id);
    const expiry = orderStatusLinkExpiry(row.createdAt);
    const ctx = { db: await getDb() } as Parameters<typeof orderStatusByToken>[0];
    await expect(orderStatusByToken(ctx, token, new Date(expiry.getTime() - 1000))).resolves.toMatchObject({
      count: 1,
    });
    await expect(orderStatusByToken(ctx, token, expiry)).rejects.toMatchObject({
      extensions: { code: 'ORDER_STATUS_LINK_EXPIRED', messageKey: 'errors.orderStatusLinkExpired' },
    });
  });

  it('answers the link of an order placed more than 90 days ago ORDER_STATUS_LINK_EXPIRED', async () => {
    const order = await paidOrder();
    const placed = new Date(Date.now() - (ORDER_STATUS_LINK_LIFETIME_DAYS + 1) * 24 * 60 * 60 * 1000);
    const old = await issueOrderStatusToken(await getDb(), { id: order.id, createdAt: placed });
    const read = await statusOf(old.token);
    expect(read.code).toBe('ORDER_STATUS_LINK_EXPIRED');
    expect(read.data).toBeNull();
  });
});

describe('order status link: useless for anything else', () => {
  it('is no context token: no session, no history, no order, no cart', async () => {
    const email = uniqueEmail('no-context');
    const session = await registeredCustomer(h, email);
    const order = await paidOrder({ token: session, email });
    const { token } = await mailedLink(order);
    const context = await h.gql(CONTEXT, {}, { token });
    expect(context.data!.getContext.customer).toBeNull();
    expect(context.data!.getContext.token).not.toBe(token);
    expect((await h.gql(HISTORY, {}, { token })).code).toBe('NOT_LOGGED_IN');
    expect((await h.gql(SW_ORDER, { id: order.id }, { token })).data!.SwOrder).toBeNull();
    const add = await h.gql(
      `mutation A($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { token } }`,
      { items: [{ referencedId: String(purchasable(facts, 6)[next++]!.id), type: 'product', quantity: 1 }] },
      { token },
    );
    expect(add.code).toBe('INVALID_TOKEN');
    const [stored] = await h.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM contexts WHERE token = ${token}`);
    expect(stored!.n).toBe(0);
  });
});
