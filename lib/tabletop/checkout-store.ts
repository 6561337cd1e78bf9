import 'server-only';
import { cookies } from 'next/headers';
import type { ChosenPoint } from '@/lib/checkout/service-point';
import { getPhysicalStores } from '@/lib/physical-stores/queries';
import { COOKIES, type StoreCode } from '@/lib/stores';
import type { TabletopLocation } from './session';
import { verifiedTabletopLocation } from './verified';

/**
 * The location of this request's tablet when its session is confirmed, else null (lib/tabletop/
 * verified.ts). Reads the request's cookies: per-request pages and route handlers only.
 */
export async function requestTabletopLocation(): Promise<TabletopLocation | null> {
  return verifiedTabletopLocation((await cookies()).get(COOKIES.tabletopSession)?.value);
}

/**
 * The tablet's own store as a pickup point for the shipment step (tabletop mode: 'pickup in this
 * store, with the store preselected'), or null off a tablet, when the session is not confirmed, or
 * when the store is unknown to commerce. Reads the request's cookies: per-request pages only.
 *
 * @param store the storefront
 */
export async function tabletopPickupStore(store: StoreCode): Promise<ChosenPoint | null> {
  const location = await requestTabletopLocation();
  if (!location) return null;
  const [physicalStore] = await getPhysicalStores(store, [location.id]).catch(() => []);
  if (!physicalStore) return null;
  return {
    provider: 'stores',
    providerId: physicalStore.providerId,
    title: physicalStore.title,
    street: physicalStore.street,
    houseNumber: physicalStore.houseNumber,
    houseNumberAddition: physicalStore.houseNumberAddition,
    postcode: physicalStore.postcode,
    city: physicalStore.city,
    country: physicalStore.country,
    locationType: 'store',
    dhlCustomerNumber: null,
  };
}
