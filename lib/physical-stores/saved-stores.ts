/**
 * The saved stores of a guest, read in the browser (spec §6 'My stores'; §4 guests are stored
 * locally): the guest wishlist page is cached and shared, so it asks commerce for the stores of the
 * provider ids in local storage (physicalStores) on the browser's Apollo client. Imported only by
 * lazily loaded code, so Apollo stays out of a page's first load.
 */
import { StoreLocatorSavedStores, type PhysicalStoreData } from '@/graphql/store-locator';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { CommerceError } from '@/lib/commerce/errors';
import { MAX_CUSTOMER_SETTINGS_ENTRIES } from '@/lib/wishlist/customer-settings';

/**
 * The stores of `providerIds` in that order (unknown ones left out), at most 200.
 * @throws CommerceError when the request fails
 */
export async function savedStores(providerIds: readonly string[]): Promise<PhysicalStoreData[]> {
  const ids = [...new Set(providerIds)].slice(0, MAX_CUSTOMER_SETTINGS_ENTRIES);
  if (ids.length === 0) return [];
  try {
    const { data } = await browserApolloClient().query({
      query: StoreLocatorSavedStores,
      variables: { providerIds: ids },
      fetchPolicy: 'network-only',
    });
    return data?.physicalStores ?? [];
  } catch (caught) {
    throw CommerceError.from(caught);
  }
}
