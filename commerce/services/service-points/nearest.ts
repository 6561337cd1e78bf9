/**
 * Nearest points on the globe with a kdbush index and geokdbush's great-circle search: built once per
 * point set, queried per search.
 */
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { GeoPoint } from './types';

/** A static index over items with lat/lng (degrees). */
export class NearestIndex<T extends GeoPoint> {
  private readonly index: KDBush;

  constructor(readonly items: readonly T[]) {
    this.index = new KDBush(Math.max(items.length, 1));
    for (const item of items) this.index.add(item.lng, item.lat);
    if (items.length === 0) this.index.add(0, 0);
    this.index.finish();
  }

  /** Up to `limit` items nearest `place` first that pass `keep`, each with its distance in metres. */
  nearest(place: GeoPoint, limit: number, keep: (item: T) => boolean = () => true): { item: T; metres: number }[] {
    if (this.items.length === 0) return [];
    const ids = around(this.index, place.lng, place.lat, limit, undefined, (id) => keep(this.items[id]!));
    return ids.map((id) => {
      const item = this.items[id]!;
      return { item, metres: metresBetween(place, item) };
    });
  }
}

/** Great-circle distance in whole metres. */
export function metresBetween(a: GeoPoint, b: GeoPoint): number {
  return Math.round(distance(a.lng, a.lat, b.lng, b.lat) * 1000);
}
