/** Delivery promises of spec §9 in working days: short when stocked at the distribution centre, long otherwise. */
export const DELIVERY_DAYS = { short: '1–3', long: '5–8' } as const;

export type DeliveryPromise =
  | { kind: 'short'; days: string }
  | { kind: 'long'; days: string }
  | { kind: 'preOrder'; deliveryTime: string }
  | { kind: 'none' };

/**
 * The delivery promise shown near a product's price (spec §9 'Delivery promise: default 1-3 days if
 * all items are in stock at the distribution centre, else 5-8, unless the variant has a delivery
 * time'): `short` when a size can ship from the distribution centre (`availableStock` > 0, no
 * delivery time of its own); `preOrder` with the delivery time when only pre-order sizes are left;
 * `long` when the product is stocked only elsewhere (`totalAvailableStock` > 0, e.g. in shops);
 * `none` when coming soon or sold out.
 */
export function productDeliveryPromise(
  product: {
    totalAvailableStock: number;
    variants: { availableStock: number; deliveryTime: string | null }[];
  },
  comingSoon: boolean,
): DeliveryPromise {
  if (comingSoon) return { kind: 'none' };
  const inStock = product.variants.filter((variant) => variant.availableStock > 0);
  if (inStock.some((variant) => !variant.deliveryTime)) return { kind: 'short', days: DELIVERY_DAYS.short };
  const preOrder = inStock.find((variant) => variant.deliveryTime);
  if (preOrder?.deliveryTime) return { kind: 'preOrder', deliveryTime: preOrder.deliveryTime };
  if (product.totalAvailableStock > 0) return { kind: 'long', days: DELIVERY_DAYS.long };
  return { kind: 'none' };
}
