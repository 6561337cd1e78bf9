import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCatalogChange, type CatalogChange } from '../events';
import { ADD, ADDRESS, PAY, PLACE, startCommerce, validAddress, variantFacts, type Harness } from './harness';

/** Catalog change events (what the storefront revalidates by tag) after stock moves. */

let h: Harness;
let secret: string;
const events: CatalogChange[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  h = await startCommerce({ products: 12 });
  const [row] = await h.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'webhook_secret'`);
  secret = process.env.COMMERCE_WEBHOOK_SECRET ?? row!.value;
  unsubscribe = onCatalogChange((change) => events.push(change));
});
afterAll(async () => {
  unsubscribe?.();
  await h?.stop();
});

describe('catalog change events', () => {
  it('announce the product whose stock an order took, and again when a failed payment returns it', async () => {
    const variant = (await variantFacts(h)).find((v) => v.stock >= 3 && !v.coming && !v.delivery_time)!;
    const [product] = await h.query<{ sku: string }>(
      sql`SELECT p.sku FROM products p JOIN variants v ON v.product_id = p.id WHERE v.id = ${variant.id}`,
    );
    const add = await h.gql(ADD, { items: [{ referencedId: String(variant.id), type: 'product', quantity: 1 }] });
    const token = add.token!;
    expect((await h.gql(ADDRESS, { input: validAddress('NL') }, { token })).errors).toBeUndefined();
    events.length = 0;

    const placed = await h.gql(PLACE, {}, { token });
    expect(placed.errors).toBeUndefined();
    expect(events).toEqual([{ kind: 'stock', skus: [product!.sku] }]);

    // Placing the same cart again is idempotent: no stock moves, nothing announced.
    events.length = 0;
    await h.gql(PLACE, {}, { token });
    expect(events).toEqual([]);

    const pay = await h.gql(
      PAY,
      {
        input: {
          orderId: placed.data!.placeOrder.id,
          finishUrl: 'http://nl.localhost:3000/checkout/success/?order=x',
          errorUrl: 'http://nl.localhost:3000/checkout/payment/',
        },
      },
      { token },
    );
    const transactionId = new URL(pay.data!.handlePayment.redirectUrl).pathname.split('/').pop()!;
    const signature = createHmac('sha256', secret).update(`${transactionId}:failed`).digest('hex');
    await h.request('/api/graphql/payment-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId, status: 'failed', signature }),
    });
    expect(events).toEqual([{ kind: 'stock', skus: [product!.sku] }]);
  });
});
