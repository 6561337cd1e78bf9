'use client';

import { useSavedStoreIds } from '@/lib/physical-stores/use-saved-store-ids';

/** No saved stores: one array, so renders compare equal. */
const NONE: readonly string[] = [];

/**
 * The shopper's saved stores ('My stores', spec §3 customer_settings_stores; store providerIds) for
 * 'saved stores first' in the store stock list; none while they are not known yet (before the local
 * lists are read, while a customer's lists load). `StoreStockDialog`'s `savedStoreIds` prop overrides it.
 */
export function useSavedStoreIdsForStock(): readonly string[] {
  return useSavedStoreIds() ?? NONE;
}
