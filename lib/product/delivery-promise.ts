import type { SizeStock } from './size-state';

/**
 * Delivery promise of spec §9 in working days for what ships from the distribution centre. The spec's
 * 5–8 days apply to a cart whose lines exceed that stock (the cart's delivery window,
 * commerce/services/cart.ts); such a size cannot be added from the PDP, so the PDP never promises them.
 */
export const DELIVERY_DAYS = { short: '1–3' } as const;

export type DeliveryPromise =
  | { kind: 'short'; days: string }
  | { kind: 'preOrder'; deliveryTime: string }
  | { kind: 'onlyInStores' }
  | { kind: 'none' };

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
  if (inStock.some((variant) => !variant.deliveryTime)) return { kind: 'short', days: DELIVERY_DAYS.short };
  const preOrder = inStock.find((variant) => variant.deliveryTime);
  if (preOrder?.deliveryTime) return { kind: 'preOrder', deliveryTime: preOrder.deliveryTime };
  if (product.variants.some((variant) => (variant.storeAvailableStock ?? 0) > 0)) return { kind: 'onlyInStores' };
  return { kind: 'none' };
}
