/**
 * §7 stock calls (spec §3 'Stock entry'): distribution-centre and store stock per SKU. A variant SKU
 * (NNNNNN.NNN.size) answers its own stock, a style-colour SKU (NNNNNN.NNN) the sum of its variants.
 * A product that is not out yet (coming soon) has no stock anywhere, as on its PDP.
 */
import { inArray, or, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, rowsOf, type Tx } from './common';
import { isComingSoon } from './catalog';

/** The distribution centre's location code (spec §7 'Stock availability' locations [stockdc]). */
export const DC_LOCATION = 'stockdc';
/** Most SKUs one stock call takes. */
export const MAX_STOCK_SKUS = 100;
const STYLE_COLOUR_RE = /^\d{6}\.\d{3}$/;

export interface StoreStockLocation {
  /** The store's providerId. */
  code: string;
  /** The store's title. */
  name: string;
  qty: number;
  sku: string;
}

export interface StockEntry {
  sku: string;
  productNumber: string;
  qty: number;
  availableStock: number;
  locations: StoreStockLocation[];
}

interface SkuStock {
  sku: string;
  productNumber: string;
  dc: number;
  /** Store providerId → qty (> 0 only). */
  stores: Map<string, { name: string; qty: number }>;
}

/** Checks a SKU list: 1 to MAX_STOCK_SKUS, deduplicated, order kept. INVALID_INPUT otherwise. */
function skuList(skus: readonly string[]): string[] {
  const list = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
  if (!list.length) throw fail('INVALID_INPUT', 'Name at least one SKU.');
  if (list.length > MAX_STOCK_SKUS) throw fail('INVALID_INPUT', `At most ${MAX_STOCK_SKUS} SKUs per call.`);
  return list;
}

/** Stock of the known SKUs among `skus`, keyed by the SKU as asked. */
async function stockOf(db: Tx, skus: string[]): Promise<Map<string, SkuStock>> {
  const variantSkus = skus.filter((sku) => !STYLE_COLOUR_RE.test(sku));
  const styleSkus = skus.filter((sku) => STYLE_COLOUR_RE.test(sku));
  const conditions = [
    ...(variantSkus.length ? [inArray(s.variants.sku, variantSkus)] : []),
    ...(styleSkus.length ? [inArray(s.products.sku, styleSkus)] : []),
  ];
  const variants = await db
    .select({
      id: s.variants.id,
      sku: s.variants.sku,
      stock: s.variants.stock,
      productSku: s.products.sku,
      comingSoonDate: s.products.comingSoonDate,
    })
    .from(s.variants)
    .innerJoin(s.products, sql`${s.products.id} = ${s.variants.productId}`)
    .where(or(...conditions));
  const ids = variants.map((v) => v.id);
  const storeRows = ids.length
    ? rowsOf<{ variant_id: number; code: string; name: string; qty: number }>(
        await db.execute(sql`SELECT ss.variant_id, ps.provider_id AS code, ps.title AS name, ss.qty
          FROM store_stock ss JOIN physical_stores ps ON ps.id = ss.physical_store_id
          WHERE ss.qty > 0 AND ss.variant_id IN ${ids} ORDER BY ps.id`),
      )
    : [];
  const byVariant = new Map<number, typeof storeRows>();
  for (const row of storeRows)
    byVariant.set(Number(row.variant_id), [...(byVariant.get(Number(row.variant_id)) ?? []), row]);
  const out = new Map<string, SkuStock>();
  for (const v of variants) {
    // A variant counts for its own SKU and for its style-colour's, whichever were asked.
    const keys = [v.sku, v.productSku].filter((key) => skus.includes(key));
    for (const key of keys) {
      const entry = out.get(key) ?? { sku: key, productNumber: v.productSku, dc: 0, stores: new Map() };
      out.set(key, entry);
      if (isComingSoon(v.comingSoonDate)) continue;
      entry.dc += v.stock;
      for (const row of byVariant.get(v.id) ?? []) {
        const store = entry.stores.get(row.code) ?? { name: row.name, qty: 0 };
        store.qty += Number(row.qty);
        entry.stores.set(row.code, store);
      }
    }
  }
  return out;
}

/** The entry of an unknown SKU (unmanaged calls): nothing anywhere. */
const unknownEntry = (sku: string): StockEntry => ({
  sku,
  productNumber: STYLE_COLOUR_RE.test(sku) ? sku : sku.split('.').slice(0, 2).join('.'),
  qty: 0,
  availableStock: 0,
  locations: [],
});

const locationsOf = (stock: SkuStock, keep: (code: string) => boolean): StoreStockLocation[] =>
  [...stock.stores]
    .filter(([code]) => keep(code))
    .map(([code, { name, qty }]) => ({ code, name, qty, sku: stock.sku }));

/**
 * §7 Stock availability: per SKU, in the SKUs' order, `qty` in the asked `locations` (stockdc, the
 * default, and/or store providerIds; an unknown store holds nothing), `availableStock` at the
 * distribution centre and the asked stores holding it. Unknown SKUs are left out, or answered with
 * qty 0 when `unmanaged`. INVALID_INPUT for no SKU or more than 100.
 */
export async function stockAvailability(
  db: Tx,
  skus: readonly string[],
  locations?: readonly string[] | null,
  unmanaged?: boolean | null,
): Promise<StockEntry[]> {
  const list = skuList(skus);
  const asked = new Set((locations?.length ? locations : [DC_LOCATION]).map((l) => l.trim()));
  const stock = await stockOf(db, list);
  return list.flatMap((sku) => {
    const entry = stock.get(sku);
    if (!entry) return unmanaged ? [unknownEntry(sku)] : [];
    const stores = locationsOf(entry, (code) => asked.has(code));
    const qty = (asked.has(DC_LOCATION) ? entry.dc : 0) + stores.reduce((sum, l) => sum + l.qty, 0);
    return [{ sku, productNumber: entry.productNumber, qty, availableStock: entry.dc, locations: stores }];
  });
}

/**
 * §7 Stock for stores: per SKU, `qty` in all stores together, `availableStock` at the distribution
 * centre and one location per store holding it. Unknown SKUs as in stockAvailability.
 */
export async function storeStock(db: Tx, skus: readonly string[], unmanaged?: boolean | null): Promise<StockEntry[]> {
  const list = skuList(skus);
  const stock = await stockOf(db, list);
  return list.flatMap((sku) => {
    const entry = stock.get(sku);
    if (!entry) return unmanaged ? [unknownEntry(sku)] : [];
    const stores = locationsOf(entry, () => true);
    const qty = stores.reduce((sum, l) => sum + l.qty, 0);
    return [{ sku, productNumber: entry.productNumber, qty, availableStock: entry.dc, locations: stores }];
  });
}

/**
 * §7 getStockData: the store stock locations of the SKUs (SKU order, then store order), only of the
 * stores in `locations` when given. Unknown SKUs have none. INVALID_INPUT for no SKU or more than 100.
 */
export async function getStockData(
  db: Tx,
  query: { skus: readonly string[]; locations?: readonly string[] | null },
): Promise<StoreStockLocation[]> {
  const list = skuList(query.skus);
  const only = query.locations?.length ? new Set(query.locations.map((l) => l.trim())) : null;
  const stock = await stockOf(db, list);
  return list.flatMap((sku) => {
    const entry = stock.get(sku);
    return entry ? locationsOf(entry, (code) => !only || only.has(code)) : [];
  });
}
