import type { SizeStock } from './size-state';

/** A range of delivery days (spec §9 delivery promise; the back end's storeConfig.deliveryPromise). */
export interface DeliveryDays {
  min: number;
  max: number;
}

/**
 * The ICU arguments of a message stating a delivery time in working days: `days` as the shopper
 * reads it ('1–3', or '1' when both ends agree) and `count` (the upper end) for the plural.
 */
export function deliveryDaysArgs({ min, max }: DeliveryDays): { days: string; count: number } {
  return { days: min === max ? String(min) : `${min}–${max}`, count: max };
}

/**
 * What a product page promises: `short` ships from the distribution centre within the store's in-stock
 * window (the days come from the back end, `getDeliveryPromise`). The 5–8 days of a cart whose lines exceed
 * that stock never apply on a PDP: such a size cannot be added there.
 */
export type DeliveryPromise =
  { kind: 'short' } | { kind: 'preOrder'; deliveryTime: string } | { kind: 'onlyInStores' } | { kind: 'none' };

/**
 * The delivery promise shown near a product's price (spec §9 'Delivery promise: default 1-3 days if
 * all items are in stock at the distribution centre, else 5-8, unless the variant has a delivery
 * time'), decided from distribution-centre stock only (`availableStock`): `short` when a size can
 * ship from there with no delivery time of its own; `preOrder` with the delivery time when only
 * pre-order sizes are left; `onlyInStores` when no size can be delivered but physical stores hold
 * one (`storeAvailableStock` > 0); `none` when coming soon or sold out everywhere.
 */
export function productDeliveryPromise(product: { variants: SizeStock[] }, comingSoon: boolean): DeliveryPromise {
  if (comingSoon) return { kind: 'none' };
  const inStock = product.variants.filter((variant) => variant.availableStock > 0);
  if (inStock.some((variant) => !variant.deliveryTime)) return { kind: 'short' };
  const preOrder = inStock.find((variant) => variant.deliveryTime);
  if (preOrder?.deliveryTime) return { kind: 'preOrder', deliveryTime: preOrder.deliveryTime };
  if (product.variants.some((variant) => (variant.storeAvailableStock ?? 0) > 0)) return { kind: 'onlyInStores' };
  return { kind: 'none' };
}
