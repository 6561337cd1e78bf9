'use client';

/** No saved stores: one array, so renders compare equal. */
const NONE: readonly string[] = [];

/**
 * SEAM for 'saved stores first' in the store stock list: the shopper's saved stores ('My stores',
 * spec §3 customer_settings_stores; store providerIds). Returns none until the store locator's
 * `useSavedStoreIds()` (lib/physical-stores/) is merged; then this hook only re-exports it:
 * `export { useSavedStoreIds as useSavedStoreIdsForStock } from '@/lib/physical-stores/…'`.
 * `StoreStockDialog`'s `savedStoreIds` prop overrides it (tests, or another caller that has them).
 */
export function useSavedStoreIdsForStock(): readonly string[] {
  return NONE;
}
