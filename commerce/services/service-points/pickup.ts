/**
 * A store pickup served from the store's own stock (spec §9 delivery promise, for a pickup in store):
 * when the chosen store holds every line, the order is ready there the same day, two hours after it
 * is placed within the store's opening hours (opening.ts readyForPickupDate), and takes the store's
 * stock instead of the distribution centre's. Otherwise the distribution centre ships it to the
 * store with the normal promise.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as s from '../../db/schema';
import { rowsOf, type Tx } from '../common';
import { readyForPickupDate } from './opening';
import { storePoint } from './records';
import type { ChosenServicePoint } from './choice';

/** Minutes from the order (or the opening) until a store pickup is ready. */
export const PICKUP_LEAD_MINUTES = 120;

export interface PickupLine {
  variantId: number;
  quantity: number;
}

export interface StorePickupPlan {
  /** physical_stores.id of the store serving the order. */
  storeId: number;
  /** The local date the order is ready for pickup (YYYY-MM-DD). */
  readyDate: string;
}

/**
 * The plan when `point` is a physical store holding every line in the quantity asked and opening
 * within the next two weeks; null otherwise (or for an empty cart).
 */
export async function storePickupPlan(
  db: Tx,
  point: ChosenServicePoint | null,
  lines: readonly PickupLine[],
  now: Date = new Date(),
): Promise<StorePickupPlan | null> {
  if (point?.provider !== 'stores' || lines.length === 0) return null;
  const [store] = await db
    .select()
    .from(s.physicalStores)
    .where(eq(s.physicalStores.providerId, point.providerId))
    .limit(1);
  if (!store) return null;
  const held = await db
    .select({ variantId: s.storeStock.variantId, qty: s.storeStock.qty })
    .from(s.storeStock)
    .where(
      and(
        eq(s.storeStock.physicalStoreId, store.id),
        inArray(
          s.storeStock.variantId,
          lines.map((l) => l.variantId),
        ),
      ),
    );
  const qty = new Map(held.map((row) => [row.variantId, row.qty]));
  if (!lines.every((line) => (qty.get(line.variantId) ?? 0) >= line.quantity)) return null;
  const readyDate = readyForPickupDate(storePoint(store, 0, now), now, PICKUP_LEAD_MINUTES);
  return readyDate ? { storeId: store.id, readyDate } : null;
}

/**
 * Takes the lines from the store's stock in `tx`: locks the rows (in variant order, as placeOrder
 * locks variants), checks every line is still there and lowers them. False, with nothing changed,
 * when a line is no longer held (another order took it).
 */
export async function takeStoreStock(tx: Tx, storeId: number, lines: readonly PickupLine[]): Promise<boolean> {
  const sorted = [...lines].sort((a, b) => a.variantId - b.variantId);
  const ids = sorted.map((l) => l.variantId);
  const locked = rowsOf<{ variant_id: number; qty: number }>(
    await tx.execute(
      sql`SELECT variant_id, qty FROM store_stock WHERE physical_store_id = ${storeId} AND variant_id IN ${ids} ORDER BY variant_id FOR UPDATE`,
    ),
  );
  const qty = new Map(locked.map((row) => [Number(row.variant_id), Number(row.qty)]));
  if (!sorted.every((line) => (qty.get(line.variantId) ?? 0) >= line.quantity)) return false;
  for (const line of sorted)
    await tx.execute(
      sql`UPDATE store_stock SET qty = qty - ${line.quantity} WHERE physical_store_id = ${storeId} AND variant_id = ${line.variantId}`,
    );
  return true;
}
