/**
 * The embedded carriers (dhl, postnl, bpost, colissimo): their seeded points in carrier_points,
 * standing in for the carriers' location APIs (docs/decisions/0023-service-points-and-store-stock.md).
 * The points do not change while the shop runs, so they are read once per database and indexed.
 */
import { and, eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import type { CommerceDb, Tx } from '../common';
import { NearestIndex } from './nearest';
import { carrierPoint } from './records';
import type { ServicePointProvider, ServicePointProviderName } from './types';

type CarrierRow = typeof s.carrierPoints.$inferSelect;

interface CarrierSet {
  index: NearestIndex<CarrierRow>;
}

const loaded = new WeakMap<object, Promise<Map<string, CarrierSet>>>();

/** Every carrier's points of `db`, indexed per provider; read on first use. */
export function carrierSets(db: Tx): Promise<Map<string, CarrierSet>> {
  let sets = loaded.get(db);
  if (!sets) {
    sets = (async () => {
      const rows = await db
        .select()
        .from(s.carrierPoints)
        .orderBy(s.carrierPoints.provider, s.carrierPoints.providerId);
      const grouped = new Map<string, CarrierRow[]>();
      for (const row of rows) grouped.set(row.provider, [...(grouped.get(row.provider) ?? []), row]);
      return new Map([...grouped].map(([provider, points]) => [provider, { index: new NearestIndex(points) }]));
    })();
    // An empty table (a database not yet seeded) is read again next time.
    sets.then((map) => map.size === 0 && loaded.delete(db)).catch(() => loaded.delete(db));
    loaded.set(db, sets);
  }
  return sets;
}

/** Forgets the indexed points of `db` (after seeding carrier points into it). */
export function forgetCarrierPoints(db: CommerceDb | Tx): void {
  loaded.delete(db);
}

/** The embedded provider `name` over `db`. */
export function embeddedCarrierProvider(
  db: Tx,
  name: Exclude<ServicePointProviderName, 'stores'>,
): ServicePointProvider {
  return {
    name,
    async findNear(place, { limit, country, locationTypes }) {
      const set = (await carrierSets(db)).get(name);
      if (!set) return [];
      const now = new Date();
      return set.index
        .nearest(
          place,
          limit,
          (row) =>
            (!country || row.country === country) && (!locationTypes || locationTypes.includes(row.locationType)),
        )
        .map(({ item, metres }) => carrierPoint(item, metres, now));
    },
    // One row by its key: no index needed, and it works inside a transaction on `db`.
    async getById(providerId) {
      const [row] = await db
        .select()
        .from(s.carrierPoints)
        .where(and(eq(s.carrierPoints.provider, name), eq(s.carrierPoints.providerId, providerId)))
        .limit(1);
      return row ? carrierPoint(row) : null;
    },
  };
}
