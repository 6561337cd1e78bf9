/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
/**
 * The stock calls (spec §7 'Stock availability', 'Stock for stores', 'getStockData', §3 'Stock
 * entry'): distribution-centre and store stock per variant or style-colour SKU, checked against the
 * seeded tables; sizes that only stores hold; the exact quantities the storefront's §9 thresholds read.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const AVAILABILITY = `query($skus: [String!]!, $locations: [String!], $unmanaged: Boolean) {
  stockAvailability(skus: $skus, locations: $locations, unmanaged: $unmanaged) { sku productNumber qty availableStock locations { code name qty sku } } }`;
const STORES = `query($skus: [String!]!, $unmanaged: Boolean) { storeStock(skus: $skus, unmanaged: $unmanaged) { sku productNumber qty availableStock locations { code name qty sku } } }`;
const DATA = `query($q: StockQueryInput!) { getStockData(query: $q) { code name qty sku } }`;

interface Held {
  sku: string;
  product_sku: string;
  dc: number;
  code: string;
  name: string;
  qty: number;
}
let held: Held[];

beforeAll(async () => {
  held =
    await h.query<Held>(sql`SELECT v.sku, p.sku AS product_sku, v.stock AS dc, ps.provider_id AS code, ps.title AS name, ss.qty
    FROM store_stock ss JOIN variants v ON v.id = ss.variant_id JOIN products p ON p.id = v.product_id
    JOIN physical_stores ps ON ps.id = ss.physical_store_id
    WHERE ss.qty > 0 AND (p.coming_soon_date IS NULL OR p.coming_soon_date <= current_date) ORDER BY v.id, ps.id`);
});

/** A variant held by two or more stores. */
function inTwoStores() {
  const bySku = new Map<string, Held[]>();
  for (const row of held) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
  return [...bySku.values()].find((rows) => rows.length >= 2 && rows[0]!.dc > 0)!;
}

describe('stockAvailability', () => {
  it('answers the distribution centre by default, stores when asked, both summed', async () => {
    const [a, b] = inTwoStores();
    const dcOnly = await h.gql(AVAILABILITY, { skus: [a!.sku] });
    expect(dcOnly.data!.stockAvailability).toEqual([
      { sku: a!.sku, productNumber: a!.product_sku, qty: a!.dc, availableStock: a!.dc, locations: [] },
    ]);
    const oneStore = await h.gql(AVAILABILITY, { skus: [a!.sku], locations: [a!.code] });
    expect(oneStore.data!.stockAvailability[0]).toMatchObject({
      qty: a!.qty,
      availableStock: a!.dc,
      locations: [{ code: a!.code, name: a!.name, qty: a!.qty, sku: a!.sku }],
    });
    const all = await h.gql(AVAILABILITY, { skus: [a!.sku], locations: ['stockdc', a!.code, b!.code, 'store-xxx'] });
    expect(all.data!.stockAvailability[0].qty).toBe(Number(a!.dc) + Number(a!.qty) + Number(b!.qty));
    expect(all.data!.stockAvailability[0].locations.map((l: any) => l.code)).toEqual([a!.code, b!.code]);
  });

  it('sums a style-colour’s variants', async () => {
    const product = held[0]!.product_sku;
    const [row] = await h.query<{ dc: number }>(
      sql`SELECT COALESCE(SUM(v.stock), 0)::int AS dc FROM variants v JOIN products p ON p.id = v.product_id WHERE p.sku = ${product}`,
    );
    const answer = await h.gql(AVAILABILITY, { skus: [product] });
    expect(answer.data!.stockAvailability[0]).toMatchObject({
      sku: product,
      productNumber: product,
      qty: Number(row!.dc),
    });
  });

  it('leaves unknown SKUs out, or answers them with 0 when unmanaged', async () => {
    const known = held[0]!.sku;
    expect(
      (await h.gql(AVAILABILITY, { skus: ['999999.999.42', known] })).data!.stockAvailability.map((e: any) => e.sku),
    ).toEqual([known]);
    const unmanaged = await h.gql(AVAILABILITY, { skus: ['999999.999.42', known], unmanaged: true });
    expect(unmanaged.data!.stockAvailability[0]).toEqual({
      sku: '999999.999.42',
      productNumber: '999999.999',
      qty: 0,
      availableStock: 0,
      locations: [],
    });
  });

  it('answers no stock for a product that is not out yet', async () => {
    const [coming] = await h.query<{ sku: string; stock: number }>(
      sql`SELECT v.sku, v.stock FROM variants v JOIN products p ON p.id = v.product_id WHERE p.coming_soon_date > current_date AND v.stock > 0 LIMIT 1`,
    );
    const answer = await h.gql(AVAILABILITY, { skus: [coming!.sku] });
    expect(answer.data!.stockAvailability[0]).toMatchObject({ qty: 0, availableStock: 0 });
  });

  it('takes at most 100 SKUs and at least one', async () => {
    const skus = Array.from({ length: 101 }, (_, i) => `100001.001.${i}`);
    expect((await h.gql(AVAILABILITY, { skus })).code).toBe('INVALID_INPUT');
    expect((await h.gql(AVAILABILITY, { skus: [] })).code).toBe('INVALID_INPUT');
    expect((await h.gql(STORES, { skus })).code).toBe('INVALID_INPUT');
    expect((await h.gql(DATA, { q: { skus } })).code).toBe('INVALID_INPUT');
  });

  it('answers the exact quantities the storefront’s thresholds read (below 2 last item, below 5 a few left)', async () => {
    const rows = await h.query<{
      sku: string;
      stock: number;
    }>(sql`SELECT DISTINCT ON (v.stock) v.sku, v.stock FROM variants v
      JOIN products p ON p.id = v.product_id WHERE v.stock IN (0, 1, 4, 5, 6) AND (p.coming_soon_date IS NULL OR p.coming_soon_date <= current_date)
      ORDER BY v.stock, v.id`);
    expect(rows.map((r) => Number(r.stock))).toEqual([0, 1, 4, 5, 6]);
    const answer = await h.gql(AVAILABILITY, { skus: rows.map((r) => r.sku) });
    expect(answer.data!.stockAvailability.map((e: any) => e.availableStock)).toEqual([0, 1, 4, 5, 6]);
  });
});

describe('storeStock and getStockData', () => {
  it('storeStock sums every store and lists one location per store holding it', async () => {
    const rows = inTwoStores();
    const answer = await h.gql(STORES, { skus: [rows[0]!.sku] });
    expect(answer.data!.storeStock).toEqual([
      {
        sku: rows[0]!.sku,
        productNumber: rows[0]!.product_sku,
        qty: rows.reduce((sum, r) => sum + Number(r.qty), 0),
        availableStock: Number(rows[0]!.dc),
        locations: rows.map((r) => ({ code: r.code, name: r.name, qty: Number(r.qty), sku: r.sku })),
      },
    ]);
  });

  it('getStockData lists the store locations, only the stores asked when given', async () => {
    const rows = inTwoStores();
    const all = await h.gql(DATA, { q: { skus: [rows[0]!.sku, 'unknown.sku'] } });
    expect(all.data!.getStockData).toEqual(
      rows.map((r) => ({ code: r.code, name: r.name, qty: Number(r.qty), sku: r.sku })),
    );
    const one = await h.gql(DATA, { q: { skus: [rows[0]!.sku], locations: [rows[1]!.code] } });
    expect(one.data!.getStockData).toEqual([
      { code: rows[1]!.code, name: rows[1]!.name, qty: Number(rows[1]!.qty), sku: rows[0]!.sku },
    ]);
  });

  it('has sizes only stores hold, and Variant.storeAvailableStock shows them', async () => {
    const storeOnly = held.filter((row) => Number(row.dc) === 0);
    expect(storeOnly.length).toBeGreaterThan(0);
    const row = storeOnly[0]!;
    const stock = await h.gql(STORES, { skus: [row.sku] });
    expect(stock.data!.storeStock[0]).toMatchObject({ availableStock: 0 });
    expect(stock.data!.storeStock[0].qty).toBeGreaterThan(0);
    const pdp = await h.gql(
      `query($sku: String!) { pdp(sku: $sku) { product { variants { sku availableStock storeAvailableStock } } } }`,
      {
        sku: row.product_sku,
      },
    );
    const variant = pdp.data!.pdp.product.variants.find((v: any) => v.sku === row.sku);
    expect(variant).toEqual({ sku: row.sku, availableStock: 0, storeAvailableStock: stock.data!.storeStock[0].qty });
  });
});
