/**
 * Prices in a store's currency (spec §9 'Currency'; docs/decisions/0031-markets-and-price-lists.md):
 * `products.price_cents` / `sale_price_cents` are the base price list (EUR); another currency reads
 * `product_prices`, where a product without a row is not for sale. Nothing is ever converted.
 */
import { getTableColumns, inArray, and, eq, sql, type SQL } from 'drizzle-orm';
import { STORES, type Currency } from '../config/stores';
import * as s from '../db/schema';
import type { Tx } from './common';

/** The currency of `products.price_cents`. */
export const BASE_CURRENCY: Currency = 'EUR';

/** The currency of the amounts of an order or cart of `storeKey` (a store since removed: the base). */
export function currencyOfStore(storeKey: string): Currency {
  return (STORES as Record<string, { currency: Currency } | undefined>)[storeKey]?.currency ?? BASE_CURRENCY;
}

/** A product's price in one currency, in cents incl. VAT; `salePriceCents` null when not on sale. */
export interface ProductPrice {
  priceCents: number;
  salePriceCents: number | null;
}

const PRICE_COLUMNS = new Set(['price_cents', 'sale_price_cents']);

/** Every column of `products` but its prices, as `p0."name"`: the derived table below takes those from the price list. */
const OTHER_COLUMNS = sql.raw(
  Object.values(getTableColumns(s.products))
    .map((column) => column.name)
    .filter((name) => !PRICE_COLUMNS.has(name))
    .map((name) => `p0."${name}"`)
    .join(', '),
);

/**
 * What a search's `FROM … p` reads: `products` itself in the base currency; in another, a derived
 * table with the same columns whose prices come from that currency's list (products without one
 * left out). PostgreSQL pulls the subquery up, so `products`' indexes still serve every filter.
 */
export function productsIn(currency: Currency): SQL {
  if (currency === BASE_CURRENCY) return sql`products`;
  return sql`(SELECT ${OTHER_COLUMNS}, pp.price_cents, pp.sale_price_cents FROM products p0
    JOIN product_prices pp ON pp.product_id = p0.id AND pp.currency = ${currency})`;
}

/**
 * The prices of `productIds` in `currency`, by product id; null in the base currency (the rows of
 * `products` carry it). A product missing from the map has no price in that currency.
 */
export async function pricesIn(
  db: Tx,
  currency: Currency,
  productIds: readonly number[],
): Promise<Map<number, ProductPrice> | null> {
  if (currency === BASE_CURRENCY) return null;
  const prices = new Map<number, ProductPrice>();
  if (!productIds.length) return prices;
  const rows = await db
    .select({
      productId: s.productPrices.productId,
      priceCents: s.productPrices.priceCents,
      salePriceCents: s.productPrices.salePriceCents,
    })
    .from(s.productPrices)
    .where(and(eq(s.productPrices.currency, currency), inArray(s.productPrices.productId, [...productIds])));
  for (const row of rows) prices.set(row.productId, { priceCents: row.priceCents, salePriceCents: row.salePriceCents });
  return prices;
}

/**
 * A product row with the price of `prices` (from {@link pricesIn}): unchanged when `prices` is null
 * (base currency), null when the product has no price in the currency (not for sale there).
 */
export function repriced<T extends { id: number; priceCents: number; salePriceCents: number | null }>(
  product: T,
  prices: Map<number, ProductPrice> | null,
): T | null {
  if (!prices) return product;
  const price = prices.get(product.id);
  return price ? { ...product, ...price } : null;
}
