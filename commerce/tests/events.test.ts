import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCatalogChange, type CatalogChange } from '../events';
import { PLACE, startCommerce, variantFacts, type Harness } from './harness';
import { checkoutReady, purchasable, sandboxProvider, startPayment, type SandboxProvider } from './checkout-support';

/** Catalog change events (what the storefront revalidates by tag) after stock moves. */

let h: Harness;
let provider: SandboxProvider;
const events: CatalogChange[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  h = await startCommerce({ products: 12 });
  provider = await sandboxProvider(h);
  unsubscribe = onCatalogChange((change) => events.push(change));
});
afterAll(async () => {
  unsubscribe?.();
  await h?.stop();
});

describe('catalog change events', () => {
  it('announce the product whose stock an order took, and again when a failed payment returns it', async () => {
    const variant = purchasable(await variantFacts(h), 3)[0]!;
    const [product] = await h.query<{ sku: string }>(
      sql`SELECT p.sku FROM products p JOIN variants v ON v.product_id = p.id WHERE v.id = ${variant.id}`,
    );
    const { token } = await checkoutReady(h, variant.id);
    events.length = 0;

    const placed = await h.gql(PLACE, {}, { token });
    expect(placed.errors).toBeUndefined();
    expect(events).toEqual([{ kind: 'stock', skus: [product!.sku] }]);

    // Placing the same cart again is idempotent: no stock moves, nothing announced.
    events.length = 0;
    await h.gql(PLACE, {}, { token });
    expect(events).toEqual([]);

    const { transactionId } = await startPayment(h, token, placed.data!.placeOrder.id);
    await provider.webhook(transactionId, 'failed');
    expect(events).toEqual([{ kind: 'stock', skus: [product!.sku] }]);
  });
});
