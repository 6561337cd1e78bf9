/**
 * The stores of spec §9 'Store id by locale' and 'Currency' in the commerce back end: ids, currency,
 * VAT and shipping countries per store; the English store's GBP price list in searches, product
 * pages, carts, orders and shipping; Luxembourg's and Austria's VAT; and a catalogue seeded before
 * a store existed gaining it at start.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KEYS, STORES, type StoreKey } from '../config/stores';
import { getDbHandle } from '../db/client';
import { ensureStoreData } from '../seed/store-data';
import { addProduct, purchasable } from './checkout-support';
import { ADDRESS, startShop, validAddress, type Harness, type VariantFact } from './harness';

let h: Harness;
let facts: VariantFact[];

beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterAll(async () => h?.stop());

const CONTEXT = `{ getContext { salesChannel { id storeKey countryId currencyIso } } storeConfig { currency { iso symbol } countries { iso name } } }`;
const SEARCH = `query S($sort: String, $filters: [SearchFilterInput!]) {
  search(search: "", plp: true, itemsPerPage: 100, sort: $sort, filters: $filters) {
    productData { products { sku price regular_price isSale } totalCount }
  }
}`;
const CART = `{ getCart { price { totalPrice positionPrice calculatedTaxes { taxRate tax } } items { price { unitPrice } } deliveries { shippingCosts { totalPrice } } } }`;

/** The English price list as stored: cents by SKU. */
async function gbpPrices(): Promise<Map<string, { price: number; sale: number | null }>> {
  const rows = await h.query<{ sku: string; price: number; sale: number | null }>(
    sql`SELECT p.sku, pp.price_cents AS price, pp.sale_price_cents AS sale FROM product_prices pp
      JOIN products p ON p.id = pp.product_id WHERE pp.currency = 'GBP'`,
  );
  return new Map(
    rows.map((row) => [row.sku, { price: Number(row.price), sale: row.sale == null ? null : Number(row.sale) }]),
  );
}

describe('stores by locale (spec §9)', () => {
  const expected: Record<StoreKey, [id: string, country: string, currency: string, symbol: string]> = {
    NL: ['1', 'NL', 'EUR', '€'],
    EN: ['2', 'GB', 'GBP', '£'],
    BENL: ['3', 'BE', 'EUR', '€'],
    BEFR: ['4', 'BE', 'EUR', '€'],
    DE: ['5', 'DE', 'EUR', '€'],
    AT: ['5', 'AT', 'EUR', '€'],
    FR: ['6', 'FR', 'EUR', '€'],
    LUDE: ['7', 'LU', 'EUR', '€'],
    LUFR: ['8', 'LU', 'EUR', '€'],
  };

  it.each(STORE_KEYS)('%s has its store id, country and currency', async (store) => {
    const res = await h.gql(CONTEXT, {}, { store });
    expect(res.errors).toBeUndefined();
    const [id, country, currency, symbol] = expected[store];
    expect(res.data!.getContext.salesChannel).toEqual({
      id,
      storeKey: store,
      countryId: country,
      currencyIso: currency,
    });
    expect(res.data!.storeConfig.currency).toEqual({ iso: currency, symbol });
    // The store's own country is the first a shipping address can be in.
    expect(res.data!.storeConfig.countries[0].iso).toBe(country);
  });

  it('names the shipping countries in the store language: Austria in German, Luxembourg in French', async () => {
    const at = (await h.gql(CONTEXT, {}, { store: 'AT' })).data!.storeConfig.countries;
    expect(at.map((c: { name: string }) => c.name)).toEqual(['Österreich', 'Deutschland']);
    const lu = (await h.gql(CONTEXT, {}, { store: 'LUFR' })).data!.storeConfig.countries;
    expect(lu[0]).toEqual({ iso: 'LU', name: 'Luxembourg' });
    const en = (await h.gql(CONTEXT, {}, { store: 'EN' })).data!.storeConfig.countries;
    expect(en).toEqual([{ iso: 'GB', name: 'United Kingdom' }]);
  });
});

describe('the English store sells from its GBP price list', () => {
  it('lists every product at its pound price, never the euro one', async () => {
    const prices = await gbpPrices();
    const { products, totalCount } = (await h.gql(SEARCH, {}, { store: 'EN' })).data!.search.productData;
    const euro = (await h.gql(SEARCH, {}, { store: 'NL' })).data!.search.productData;
    expect(totalCount).toBe(euro.totalCount);
    let differ = 0;
    for (const product of products as { sku: string; price: number; regular_price: number; isSale: boolean }[]) {
      const gbp = prices.get(product.sku)!;
      expect(product.regular_price).toBe(gbp.price / 100);
      expect(product.price).toBe((gbp.sale ?? gbp.price) / 100);
      expect(product.isSale).toBe(gbp.sale != null);
      const nl = (euro.products as { sku: string; regular_price: number }[]).find((p) => p.sku === product.sku);
      if (nl && nl.regular_price !== product.regular_price) differ++;
    }
    expect(differ).toBe(products.length);
  });

  it('sorts and filters by the pound price', async () => {
    const sorted = (await h.gql(SEARCH, { sort: 'price-asc' }, { store: 'EN' })).data!.search.productData.products as {
      price: number;
    }[];
    expect(sorted.map((p) => p.price)).toEqual([...sorted.map((p) => p.price)].sort((a, b) => a - b));
    const cheapest = sorted[0]!.price;
    const filtered = (await h.gql(SEARCH, { filters: [{ name: 'price', values: [`0-${cheapest}`] }] }, { store: 'EN' }))
      .data!.search.productData.products as { price: number }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p.price <= cheapest)).toBe(true);
  });

  it('prices the cart, its VAT (20%) and the shipping in pounds, and the order keeps GBP', async () => {
    const prices = await gbpPrices();
    const variant = purchasable(facts, 3).find((v) => {
      const gbp = prices.get(v.sku.split('.').slice(0, 2).join('.'));
      return gbp && (gbp.sale ?? gbp.price) < 4500;
    })!;
    const gbp = prices.get(variant.sku.split('.').slice(0, 2).join('.'))!;
    const add = await addProduct(h, variant.id, { store: 'EN' });
    expect(add.errors).toBeUndefined();
    const token = add.token!;
    const address = await h.gql(
      ADDRESS,
      { input: { ...validAddress('GB'), street: '1 Long Acre', zipcode: 'WC2E 9LH', city: 'London' } },
      { token, store: 'EN' },
    );
    expect(address.errors).toBeUndefined();
    const cart = (await h.gql(CART, {}, { token, store: 'EN' })).data!.getCart;
    const unit = (gbp.sale ?? gbp.price) / 100;
    expect(cart.items[0].price.unitPrice).toBe(unit);
    // Standard delivery in the English store: £3.95 below £45.
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(3.95);
    expect(cart.price.totalPrice).toBeCloseTo(unit + 3.95, 2);
    expect(cart.price.calculatedTaxes[0].taxRate).toBe(20);
    const placed = await h.gql(`mutation { placeOrder(order: {}) { id } }`, {}, { token, store: 'EN' });
    expect(placed.errors).toBeUndefined();
    const order = await h.gql(
      `query O($id: ID!) { SwOrder(id: $id) { currency price { totalPrice } items { type salePrice } } }`,
      { id: placed.data!.placeOrder.id },
      { token, store: 'EN' },
    );
    expect(order.data!.SwOrder.currency).toBe('GBP');
    expect(order.data!.SwOrder.price.totalPrice).toBeCloseTo(unit + 3.95, 2);
    expect(order.data!.SwOrder.items[0].salePrice).toBe(unit);
  });

  it('does not sell a product without a pound price', async () => {
    const variant = purchasable(facts, 2).at(-1)!;
    const sku = variant.sku.split('.').slice(0, 2).join('.');
    await h.query(
      sql`DELETE FROM product_prices WHERE currency = 'GBP' AND product_id = (SELECT product_id FROM variants WHERE id = ${variant.id})`,
    );
    try {
      const add = await addProduct(h, variant.id, { store: 'EN' });
      expect(add.code).toBe('PRODUCT_NOT_FOUND');
      const pdp = await h.gql(
        `query P($sku: String!) { pdp(sku: $sku) { product { sku } } }`,
        { sku },
        { store: 'EN' },
      );
      expect(pdp.data!.pdp?.product ?? null).toBeNull();
      const listed = (await h.gql(SEARCH, {}, { store: 'EN' })).data!.search.productData.products as { sku: string }[];
      expect(listed.some((p) => p.sku === sku)).toBe(false);
      // The euro stores still sell it.
      expect((await addProduct(h, variant.id, { store: 'NL' })).errors).toBeUndefined();
    } finally {
      await ensureStoreData((await getDbHandle()).db);
    }
  });
});

describe("Luxembourg's and Austria's VAT", () => {
  it.each([
    ['LUFR', 17, { ...validAddress('LU'), street: 'Grand-Rue 1', zipcode: 'L-1660', city: 'Luxembourg' }],
    ['LUDE', 17, { ...validAddress('LU'), street: 'Grand-Rue 1', zipcode: '1660', city: 'Luxemburg' }],
    ['AT', 20, { ...validAddress('AT'), street: 'Kärntner Straße 1', zipcode: '1010', city: 'Wien' }],
    ['DE', 19, validAddress('DE')],
  ] as const)('%s charges %i%% VAT, in euros', async (store, rate, input) => {
    const variant = purchasable(facts, 3)[5]!;
    const add = await addProduct(h, variant.id, { store });
    expect(add.errors).toBeUndefined();
    const token = add.token!;
    expect((await h.gql(ADDRESS, { input }, { token, store })).errors).toBeUndefined();
    const cart = (await h.gql(CART, {}, { token, store })).data!.getCart;
    expect(cart.items[0].price.unitPrice).toBe(Number(variant.sale ?? variant.price) / 100);
    const [tax] = cart.price.calculatedTaxes;
    expect(tax.taxRate).toBe(rate);
    const totalCents = Math.round(cart.price.totalPrice * 100);
    expect(Math.round(tax.tax * 100)).toBeCloseTo(Math.round((totalCents * rate) / (100 + rate)), -1);
    expect(STORES[store].vatRate).toBe(rate);
  });
});

describe('a catalogue seeded before a store existed', () => {
  it("gains the store's URL records exactly as the seed writes them, its methods and its prices", async () => {
    const records = sql`SELECT url, page_type, category_id, sku, label, gender, parents, filters FROM url_records WHERE store_key = 'EN' ORDER BY url`;
    const seeded = await h.query<Record<string, unknown>>(records);
    const methods = sql`SELECT id, price_cents, description FROM shipping_methods WHERE store_key = 'EN' ORDER BY id`;
    const seededMethods = await h.query<Record<string, unknown>>(methods);
    expect(seeded.length).toBeGreaterThan(50);
    await h.query(sql`DELETE FROM url_records WHERE store_key = 'EN'`);
    await h.query(sql`DELETE FROM shipping_methods WHERE store_key = 'EN'`);
    await h.query(sql`DELETE FROM payment_methods WHERE store_key = 'EN'`);
    await h.query(sql`DELETE FROM product_prices WHERE product_id % 7 = 0`);
    await ensureStoreData((await getDbHandle()).db);
    expect(await h.query(records)).toEqual(seeded);
    expect(await h.query(methods)).toEqual(seededMethods);
    const [unpriced] = await h.query<{ missing: number }>(
      sql`SELECT count(*)::int AS missing FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.currency = 'GBP')`,
    );
    expect(Number(unpriced!.missing)).toBe(0);
  });
});
