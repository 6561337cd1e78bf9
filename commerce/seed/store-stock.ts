/**
 * Store stock beyond the first five stores' (which seed/index.ts draws as it always did): stock in the
 * stores added later, and sizes sold out at the distribution centre that a store still holds (spec §3
 * 'Stock entry': what can only be bought or collected in a store). Its own random stream, so the
 * catalog's draws before it stay as they were.
 */
import type * as s from '../db/schema';
import { prng } from './data';
import { PHYSICAL_STORES } from './physical-stores';

/** The stores whose stock the catalog's own random stream draws (ids 1 to 5). */
export const LEGACY_STORE_COUNT = 5;

type VariantRow = typeof s.variants.$inferInsert;
type ProductRow = typeof s.products.$inferInsert;
type StoreStockRow = typeof s.storeStock.$inferInsert;

/**
 * Store stock rows for stores 6 and up (about a third of the sizes in stock at the distribution
 * centre), and for about 40% of the sizes sold out there, 1 to 3 units in one or two stores. Left
 * out: the first two style-colours (fixed stock the tests rely on: k 0 and 6 in seed/index.ts are
 * products 1 and 7), products not out yet, and pre-order sizes.
 */
export function laterStoreStock(variants: readonly VariantRow[], products: readonly ProductRow[]): StoreStockRow[] {
  const random = prng(20261127);
  const later = PHYSICAL_STORES.length - LEGACY_STORE_COUNT;
  const storeId = () => LEGACY_STORE_COUNT + 1 + Math.floor(random() * later);
  const anyStoreId = () => 1 + Math.floor(random() * PHYSICAL_STORES.length);
  const productById = new Map(products.map((p) => [p.id!, p]));
  const rows: StoreStockRow[] = [];
  const seen = new Set<string>();
  const add = (physicalStoreId: number, variantId: number, qty: number) => {
    const key = `${physicalStoreId}:${variantId}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ physicalStoreId, variantId, qty });
  };
  for (const v of variants) {
    const product = productById.get(v.productId);
    if (!product || product.id === 1 || product.id === 7 || product.comingSoonDate || v.deliveryTime) continue;
    if (v.stock) {
      if (random() < 0.35) add(storeId(), v.id!, 1 + Math.floor(random() * 4));
      if (random() < 0.25) add(storeId(), v.id!, 1 + Math.floor(random() * 2));
    } else if (random() < 0.4) {
      add(anyStoreId(), v.id!, 1 + Math.floor(random() * 3));
      if (random() < 0.5) add(anyStoreId(), v.id!, 1 + Math.floor(random() * 2));
    }
  }
  return rows;
}
