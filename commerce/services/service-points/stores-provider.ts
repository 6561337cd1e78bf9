/**
 * Provider `stores`: the chain's physical stores from physical_stores (spec §2 store locator). Read
 * per call (a few dozen rows), so a changed store shows at once.
 */
import { eq, inArray, isNotNull } from 'drizzle-orm';
import * as s from '../../db/schema';
import type { Tx } from '../common';
import { NearestIndex } from './nearest';
import { storePoint } from './records';
import type { ServicePoint, ServicePointProvider } from './types';

type StoreRow = typeof s.physicalStores.$inferSelect;

/** The stores with coordinates (every seeded one has them). */
export async function locatedStores(db: Tx): Promise<(StoreRow & { lat: number; lng: number })[]> {
  const rows = await db
    .select()
    .from(s.physicalStores)
    .where(isNotNull(s.physicalStores.lat))
    .orderBy(s.physicalStores.id);
  return rows.filter((row): row is StoreRow & { lat: number; lng: number } => row.lat != null && row.lng != null);
}

/** The `stores` provider over `db`. */
export function storesProvider(db: Tx): ServicePointProvider {
  return {
    name: 'stores',
    async findNear(place, { limit, country, locationTypes }) {
      if (locationTypes && !locationTypes.includes('store')) return [];
      const now = new Date();
      const index = new NearestIndex(await locatedStores(db));
      return index
        .nearest(place, limit, (row) => !country || row.country === country)
        .map(({ item, metres }) => storePoint(item, metres, now));
    },
    async getById(providerId) {
      const [row] = await db
        .select()
        .from(s.physicalStores)
        .where(eq(s.physicalStores.providerId, providerId))
        .limit(1);
      return row ? storePoint(row) : null;
    },
  };
}

/** A physical store by its reference (spec §2 `/geschaefte/{reference}/`), or null. */
export async function storeByReference(db: Tx, reference: string): Promise<ServicePoint | null> {
  const [row] = await db.select().from(s.physicalStores).where(eq(s.physicalStores.reference, reference)).limit(1);
  return row ? storePoint(row) : null;
}

/** Physical stores by providerId in the order asked; unknown ids are left out. */
export async function storesByIds(db: Tx, providerIds: readonly string[]): Promise<ServicePoint[]> {
  if (!providerIds.length) return [];
  const rows = await db
    .select()
    .from(s.physicalStores)
    .where(inArray(s.physicalStores.providerId, [...providerIds]));
  const byId = new Map(rows.map((row) => [row.providerId, row]));
  const now = new Date();
  return [...new Set(providerIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [storePoint(row, 0, now)] : [];
  });
}
