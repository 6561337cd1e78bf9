/**
 * Seeds the store locator's and the carriers' points (spec §2 store locator, §3 'Service point'):
 * the physical stores with their references, hours and coordinates, and the embedded carriers'
 * pickup points. Idempotent, so a database seeded before these existed gains them at the next start.
 */
import { sql } from 'drizzle-orm';
import type { CommerceDb } from '../db/client';
import * as s from '../db/schema';
import { rowsOf, type Tx } from '../services/common';
import { forgetCarrierPoints } from '../services/service-points/carrier-provider';
import { storeReferences } from '../services/service-points/reference';
import { carrierPointRows } from './carrier-points';
import { pickupMethodRows } from './pickup-methods';
import { PHYSICAL_STORES } from './physical-stores';

/** PHYSICAL_STORES as rows, with their references (spec §2 reference rule); ids 1… when `withIds`. */
export function physicalStoreRows(withIds: boolean): (typeof s.physicalStores.$inferInsert)[] {
  const references = storeReferences(PHYSICAL_STORES);
  return PHYSICAL_STORES.map((store, index) => ({
    ...(withIds ? { id: index + 1 } : {}),
    providerId: store.providerId,
    branchCode: store.branchCode,
    title: store.title,
    street: store.street,
    houseNumber: store.houseNumber,
    houseNumberAddition: store.houseNumberAddition ?? null,
    postcode: store.postcode,
    city: store.city,
    country: store.country,
    reference: references.get(store.providerId)!,
    lat: store.lat,
    lng: store.lng,
    telephone: store.telephone,
    additionalInformation: store.additionalInformation ?? null,
    language: store.language,
    holidayRegion: store.holidayRegion ?? null,
    openingDays: store.openingDays,
    specialOpenings: store.specialOpenings,
  }));
}

/** Inserts the carrier points into an empty carrier_points table. */
export async function seedCarrierPoints(db: Tx): Promise<number> {
  const rows = await carrierPointRows();
  for (let i = 0; i < rows.length; i += 500) await db.insert(s.carrierPoints).values(rows.slice(i, i + 500));
  return rows.length;
}

/**
 * For a database seeded before the locator existed: adds the stores it lacks, fills the locator
 * fields of stores that have no coordinates yet, seeds the carrier points when there are none and
 * adds the pickup shipping methods it lacks.
 * Stores that already have coordinates are left as they are.
 */
export async function ensureServicePointData(db: CommerceDb): Promise<void> {
  const [counts] = rowsOf<{ located: number; carriers: number; pickup: number }>(
    await db.execute(sql`SELECT (SELECT count(*)::int FROM physical_stores WHERE lat IS NOT NULL) AS located,
      (SELECT count(*)::int FROM carrier_points) AS carriers,
      (SELECT count(*)::int FROM shipping_methods WHERE service_points_provider IS NOT NULL) AS pickup`),
  );
  if (
    Number(counts?.located ?? 0) >= PHYSICAL_STORES.length &&
    Number(counts?.carriers ?? 0) > 0 &&
    Number(counts?.pickup ?? 0) > 0
  )
    return;
  await db.transaction(async (tx) => {
    for (const row of physicalStoreRows(false)) {
      await tx
        .insert(s.physicalStores)
        .values(row)
        .onConflictDoUpdate({
          target: s.physicalStores.providerId,
          set: row,
          setWhere: sql`physical_stores.lat IS NULL`,
        });
    }
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM carrier_points`),
    );
    if (Number(n) === 0) await seedCarrierPoints(tx);
    await tx.insert(s.shippingMethods).values(pickupMethodRows()).onConflictDoNothing();
  });
  forgetCarrierPoints(db);
}
