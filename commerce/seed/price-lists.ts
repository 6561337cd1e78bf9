/**
 * The demo catalogue's price lists in the currencies other than the base (spec §9 'Currency': GBP
 * for the English store; docs/decisions/0031-markets-and-price-lists.md). A merchandiser sets price
 * points per currency; the demo derives them once from the euro price at a fixed rate and rounds to
 * a `.95` price point (€ 89,95 → £ 76.95). The storefront and the services never convert.
 */
import { sql } from 'drizzle-orm';
import type { CommerceDb } from '../db/client';
import { STORE_KEYS, STORES, type Currency } from '../config/stores';
import { BASE_CURRENCY } from '../services/price-list';

/** Pounds per euro for the demo's price points. */
const DEMO_RATE: Record<Exclude<Currency, 'EUR'>, number> = { GBP: 0.86 };

/** The price point in cents of `cents` (a SQL expression, base currency) at `rate`: whole units minus 5, at least 95. */
const pricePoint = (cents: ReturnType<typeof sql>, rate: number) =>
  sql`GREATEST(95, round(${cents} * ${rate}::numeric / 100) * 100 - 5)::int`;

/**
 * Writes the price of every product that has none yet in each currency a store sells in (all
 * products when seeding; the ones added since when a catalogue meets a new currency). A sale price
 * that rounds to the regular price point is dropped: no sale in that currency.
 */
export async function seedPriceLists(db: CommerceDb): Promise<void> {
  const currencies = new Set(STORE_KEYS.map((key) => STORES[key].currency).filter((c) => c !== BASE_CURRENCY));
  for (const currency of currencies as Set<Exclude<Currency, 'EUR'>>) {
    const rate = DEMO_RATE[currency];
    const regular = pricePoint(sql`p.price_cents`, rate);
    const sale = pricePoint(sql`p.sale_price_cents`, rate);
    await db.execute(sql`INSERT INTO product_prices (product_id, currency, price_cents, sale_price_cents)
      SELECT p.id, ${currency}, ${regular}, CASE WHEN p.sale_price_cents IS NOT NULL AND ${sale} < ${regular} THEN ${sale} END
      FROM products p
      ON CONFLICT (product_id, currency) DO NOTHING`);
  }
}
