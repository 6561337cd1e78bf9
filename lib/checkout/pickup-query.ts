/**
 * The pickup picker's findServicePoints query (spec §7). A module of its own: it reaches the place
 * helpers of the store stock island, which the server pages that read an order's point never need.
 */
import { placeQuery, type StorePlace } from '@/lib/store-stock/place';
import type { PickupMethod } from './service-point';

/** Points the picker lists at once. */
export const PICKUP_POINT_LIMIT = 10;

/**
 * The findServicePoints query (spec §7) of the picker: the method's provider and location types, in
 * the shipping address's `country` (ISO alpha-2: the back end refuses points in a country the
 * store does not ship to), nearest `place` first.
 */
export function pickupPointsQuery(method: PickupMethod, place: StorePlace, country: string) {
  return {
    providers: [method.provider],
    ...(method.locationTypes ? { locationTypes: [...method.locationTypes] } : {}),
    country,
    limit: PICKUP_POINT_LIMIT,
    ...placeQuery(place),
  };
}
