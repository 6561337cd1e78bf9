'use client';

import { useQuery } from '@apollo/client/react';
import { StoreStockNearby, StoreStockSaved, type StoreStockEntry, type StoreStockStore } from '@/graphql/store-stock';
import { CommerceError } from '@/lib/commerce/errors';
import { nearestStoresQuery, type StorePlace } from './place';

/** What the store stock list shows: the stores and the store stock of every size. */
export interface StoreAvailability {
  /** Stores nearest the place, nearest first ([] before a place is known). */
  nearby: StoreStockStore[];
  /** The shopper's saved stores. */
  saved: StoreStockStore[];
  stock: StoreStockEntry[];
}

/**
 * The stores near `place` and the saved stores (`savedIds`, providerIds) with the store stock of
 * every size (`skus`, variant SKUs) through the BFF (spec §7 findServicePoints, 'Stock for stores'),
 * for the store stock island. Without a place and without saved stores nothing is asked. Answers
 * are kept in the Apollo cache, so a place searched before shows at once. A failure is a
 * `CommerceError` (`code` LOCATION_NOT_FOUND when the place cannot be found). Must sit under the
 * storefront's `ApolloProvider`.
 */
export function useStoreAvailability(
  place: StorePlace | null,
  skus: readonly string[],
  savedIds: readonly string[],
): { data: StoreAvailability | null; loading: boolean; error: CommerceError | null } {
  // Both queries are always declared (hooks), one runs: with a place the nearby one, else the saved one.
  const near = useQuery(StoreStockNearby, {
    variables: {
      skus: [...skus],
      query: nearestStoresQuery(place ?? { kind: 'search', location: '' }),
      savedIds: [...savedIds],
    },
    skip: place === null,
  });
  const savedOnly = useQuery(StoreStockSaved, {
    variables: { skus: [...skus], savedIds: [...savedIds] },
    skip: place !== null || savedIds.length === 0,
  });
  if (!place && savedIds.length === 0) return { data: null, loading: false, error: null };
  const active = place ? near : savedOnly;
  if (active.error) return { data: null, loading: false, error: CommerceError.from(active.error) };
  if (!active.data) return { data: null, loading: active.loading, error: null };
  const { physicalStores, storeStock } = active.data;
  const nearby = 'findServicePoints' in active.data ? active.data.findServicePoints : [];
  return { data: { nearby, saved: physicalStores, stock: storeStock }, loading: active.loading, error: null };
}
