import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getDeliveryPromise } from '@/lib/commerce/queries';
import type { StoreCode } from '@/lib/stores';
import { deliveryDaysArgs } from './delivery-promise';

/**
 * What an editor writes in a selling point (usps document item or usps slice label) to state the
 * delivery time: the storefront replaces it with the back end's promise in the shopper's language
 * ('Delivered in 1–3 working days'), so no content can promise other days than the cart's dates.
 */
export const DELIVERY_PROMISE_TOKEN = '{deliveryPromise}';

/** Whether a label states the delivery promise through {@link DELIVERY_PROMISE_TOKEN}. */
export function hasDeliveryPromise(label: string): boolean {
  return label.includes(DELIVERY_PROMISE_TOKEN);
}

/**
 * The storefront's delivery promise as a selling point's text (spec §9: the in-stock window in working
 * days, from `getDeliveryPromise`), in the request's language. Server only.
 */
export async function deliveryPromiseText(store: StoreCode): Promise<string> {
  const [t, promise] = await Promise.all([getTranslations('layout'), getDeliveryPromise(store)]);
  return t('deliveryPromise', deliveryDaysArgs(promise.inStock));
}

/**
 * Selling points with {@link DELIVERY_PROMISE_TOKEN} in their labels replaced by the storefront's
 * delivery promise. Reads the promise only when a label asks for it; other fields are kept as given.
 */
export async function resolveDeliveryPromise<T extends { label: string }>(usps: T[], store: StoreCode): Promise<T[]> {
  if (!usps.some((usp) => hasDeliveryPromise(usp.label))) return usps;
  const text = await deliveryPromiseText(store);
  return usps.map((usp) =>
    hasDeliveryPromise(usp.label) ? { ...usp, label: usp.label.replaceAll(DELIVERY_PROMISE_TOKEN, text) } : usp,
  );
}
