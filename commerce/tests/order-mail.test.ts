/**
 * The order confirmation mail (docs/architecture.md 'Back ends and the seam'): queued exactly once when an order's payment
 * succeeds, also when the provider's webhook or the sandbox page repeats the outcome, never for a
 * failed or cancelled payment; in the order's store language, linking an account holder to the
 * order page and a guest to the finish page's deep link.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../index';
import * as s from '../db/schema';
import { MAIL_COPY } from '../mail/copy';
import { queueOrderConfirmation, sizeKindsOfVariants } from '../services/order-mail';
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

/** A variant with stock to spare, a different one per call. */
const variant = () => purchasable(facts, 6)[next++]!;

interface Placed {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
  transactionId: string;
}

/** Places and starts paying an order of one article in `store`; `token` for an account, else a guest with `email`. */
async function placedOrder(options: { store?: string; email: string; token?: string }): Promise<Placed> {
  const store = options.store ?? 'NL';
  const { token } = await checkoutReady(h, variant().id, {
    token: options.token,
    store,
    address: { email: options.email },
  });
  const order = (await h.gql(PLACE, {}, { token, store })).data!.placeOrder;
  const { transactionId } = await startPayment(h, token, order.id, { store });
  return { ...order, transactionId };
}

interface OutboxMail {
  subject: string;
  body: string;
  html: string | null;
}
const mailsTo = (email: string) =>
  h.query<OutboxMail>(sql`SELECT subject, body, html FROM outbox_mails WHERE "to" = ${email} ORDER BY created_at`);

describe('order confirmation mail', () => {
  it('is queued once for a paid guest order, however often the webhook and the sandbox page repeat it', async () => {
    const email = uniqueEmail('guest');
    const order = await placedOrder({ email });
    expect(await mailsTo(email)).toEqual([]);
    expect((await provider.webhook(order.transactionId, 'paid')).status).toBe(200);
    expect((await provider.webhook(order.transactionId, 'paid')).status).toBe(200);
    expect((await provider.sandbox(order.transactionId, 'paid')).status).toBe(303);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(MAIL_COPY.nl.order.subject(order.orderNumber));
    expect(mail!.body).toContain(`Bestelnummer: ${order.orderNumber}`);
    expect(mail!.body).toContain('Beste Anna,');
    expect(mail!.body).toContain('Kalverstraat 1');
    const [line] = await h.query<{ name: string; size: string }>(
      sql`SELECT name, size FROM order_line_items WHERE order_id = ${order.id} AND type = 'article'`,
    );
    expect(mail!.body).toContain(`1 × ${line!.name} (Maat ${line!.size}): €`);
    expect(mail!.body).toMatch(/Totaal \(incl\. btw\): €\s\d+,\d{2}/);
    // A guest: the finish page of the order's deep link (tests/storefront/order-mail-link.test.ts
    // checks that the storefront decodes this reference).
    const url = /http:\/\/nl\.localhost:3000\/checkout\/success\/\?order=([\w-]+)/.exec(mail!.body);
    expect(url).not.toBeNull();
    expect(Buffer.from(url![1]!, 'base64url').toString()).toBe(`${order.id}.${order.deepLinkCode}`);
    expect(mail!.html).toContain(`href="${url![0]}"`);
  });

  it('is queued once when replays of the paid webhook arrive at the same time', async () => {
    const email = uniqueEmail('race');
    const order = await placedOrder({ email });
    const answers = await Promise.all([1, 2, 3, 4].map(() => provider.webhook(order.transactionId, 'paid')));
    const changed = await Promise.all(answers.map(async (res) => ((await res.json()) as { changed: boolean }).changed));
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is keyed per order: queueing a paid order’s confirmation again queues nothing', async () => {
    const email = uniqueEmail('keyed');
    const order = await placedOrder({ email });
    await provider.webhook(order.transactionId, 'paid');
    const db = await getDb();
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(await db.transaction((tx) => queueOrderConfirmation(tx, row!))).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is not sent for a failed or a cancelled payment, nor for a later paid replay of it', async () => {
    const failedEmail = uniqueEmail('failed');
    const failed = await placedOrder({ email: failedEmail });
    await provider.webhook(failed.transactionId, 'failed');
    await provider.webhook(failed.transactionId, 'paid');
    expect(await mailsTo(failedEmail)).toEqual([]);
    const cancelledEmail = uniqueEmail('cancelled');
    const cancelled = await placedOrder({ email: cancelledEmail });
    await provider.sandbox(cancelled.transactionId, 'cancelled');
    await provider.sandbox(cancelled.transactionId, 'paid');
    expect(await mailsTo(cancelledEmail)).toEqual([]);
  });

  it('is in the order’s store language and formats: German, amounts with the euro sign after', async () => {
    const email = uniqueEmail('de');
    const order = await placedOrder({ store: 'DE', email });
    await provider.sandbox(order.transactionId, 'paid');
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Bestätigung Ihrer Bestellung ${order.orderNumber}`);
    expect(mail!.body).toContain('Hallo Anna,');
    expect(mail!.body).toMatch(/Gesamt \(inkl\. MwSt\.\): \d+,\d{2}\s€/);
    expect(mail!.body).toContain('Deutschland');
    expect(mail!.body).toContain('Montag bis Freitag von 09:00 bis 17:00 Uhr');
    expect(mail!.body).toContain('http://de.localhost:3000/checkout/success/?order=');
    expect(mail!.html).toContain('<html lang="de">');
  });

  it('links an account holder to the order in the account', async () => {
    const email = uniqueEmail('holder');
    const token = await registeredCustomer(h, email);
    const order = await placedOrder({ email, token });
    await provider.webhook(order.transactionId, 'paid');
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === MAIL_COPY.nl.order.subject(order.orderNumber));
    expect(mail!.body).toContain(
      `${MAIL_COPY.nl.order.viewOrder}:\nhttp://nl.localhost:3000/customer/orders/${order.id}/`,
    );
    expect(mail!.body).not.toContain('/checkout/success/');
  });
});

describe("the confirmation's size words", () => {
  it("knows which ordered variants are shoes and which clothing, as their products' size tables say", async () => {
    const { data } = await h.gql(
      '{ search(search: "", itemsPerPage: 200) { productData { products { sizeTableId variants { id } } } } }',
      {},
      { store: 'FR' },
    );
    const products = (
      data as { search: { productData: { products: { sizeTableId: string | null; variants: { id: string }[] }[] } } }
    ).search.productData.products;
    const expected = new Map(
      products.flatMap((product) =>
        product.variants.map((variant) => [
          Number(variant.id),
          product.sizeTableId ? (product.sizeTableId.startsWith('shoes') ? 'shoes' : 'clothing') : undefined,
        ]),
      ),
    );
    expect([...expected.values()]).toContain('shoes');
    expect([...expected.values()]).toContain('clothing');
    const kinds = await sizeKindsOfVariants((await getDb()) as never, [...expected.keys()]);
    for (const [id, kind] of expected) expect(kinds.get(id), `variant ${id}`).toBe(kind);
  });
});
