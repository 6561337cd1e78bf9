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

const NOTHING: StoreAvailability = { nearby: [], saved: [], stock: [] };

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
  const active = place ? near : savedOnly;
  const skipped = !place && savedIds.length === 0;
  if (skipped) return { data: null, loading: false, error: null };
  if (active.error) return { data: null, loading: false, error: CommerceError.from(active.error) };
  const data = active.data;
  if (!data) return { data: null, loading: active.loading, error: null };
  return {
    data: {
      ...NOTHING,
      ...('findServicePoints' in data ? { nearby: data.findServicePoints } : {}),
      saved: data.physicalStores,
      stock: data.storeStock,
    },
    loading: active.loading,
    error: null,
  };
}
