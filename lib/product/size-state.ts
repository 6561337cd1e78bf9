/** Stock thresholds of spec §9: under 2 'Last item', under 5 'Just a few left'. */
export const LAST_ITEM_BELOW = 2;
export const FEW_LEFT_BELOW = 5;
/**
 * Product-level thresholds of spec §9 ('last-items threshold 6; sold-out threshold 20, both in the
 * state layer'), in units of a whole style-colour's ready-to-ship stock, the scale above the per-size
 * thresholds: below 6 the product reads 'Last items', below 20 'Almost sold out'
 * ({@link productStockLabel}). They drive the product card, which shows no sizes: the PDP and the size
 * modal label every size by itself.
 */
export const LAST_ITEMS_BELOW = 6;
export const SOLD_OUT_BELOW = 20;
/**
 * A store holding fewer units of a size than this shows 'Last items' in the store stock list. A
 * store's count is per size, the scale of the per-size thresholds above, so it is §9's 'under 2
 * Last item': the single pair left may be the one on display or sold before the shopper arrives.
 * The product-level {@link LAST_ITEMS_BELOW} and {@link SOLD_OUT_BELOW} count a whole product's
 * stock, far more than a store holds of one size (1 to 4 pairs).
 */
export const STORE_LAST_ITEMS_BELOW = LAST_ITEM_BELOW;

export type SizeOptionState =
  | { kind: 'soldOut' }
  | { kind: 'onlyInStores' }
  | { kind: 'preOrder'; deliveryTime: string }
  | { kind: 'lastItem' }
  | { kind: 'fewLeft' }
  | { kind: 'available' };

/** A size's stock as the size states read it, in units. */
export interface SizeStock {
  /** Distribution-centre stock: what can be delivered. */
  availableStock: number;
  deliveryTime: string | null;
  /** Stock in all physical stores together; absent where the data does not carry it (product cards). */
  storeAvailableStock?: number;
}

/** A product is coming soon when its coming-soon date is in the future (spec §4). */
export function isComingSoon(comingSoonDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!comingSoonDate) return false;
  const date = new Date(comingSoonDate);
  return !Number.isNaN(date.getTime()) && date.getTime() > now.getTime();
}

/**
 * How a size option shows on the PDP and in the size-selection modal (spec §4 'Size option display'),
 * from distribution-centre stock, which is what delivery can promise: sold out when coming soon or
 * stock below 1, except `onlyInStores` when physical stores still hold the size (it cannot be
 * delivered, but a shopper can buy it in a store); pre-order with the variant's delivery time;
 * otherwise 'Last item' below 2 and 'Just a few left' below 5 (stock in units).
 */
export function sizeOptionState(variant: SizeStock, comingSoon: boolean): SizeOptionState {
  if (comingSoon) return { kind: 'soldOut' };
  if (variant.availableStock < 1) {
    return (variant.storeAvailableStock ?? 0) > 0 ? { kind: 'onlyInStores' } : { kind: 'soldOut' };
  }
  if (variant.deliveryTime) return { kind: 'preOrder', deliveryTime: variant.deliveryTime };
  if (variant.availableStock < LAST_ITEM_BELOW) return { kind: 'lastItem' };
  if (variant.availableStock < FEW_LEFT_BELOW) return { kind: 'fewLeft' };
  return { kind: 'available' };
}

/** The product-level stock label of {@link productStockLabel}. */
export type ProductStockLabel = 'lastItems' | 'almostSoldOut';

/**
 * The stock label of a whole style-colour (spec §9 'last-items threshold 6; sold-out threshold 20'),
 * from the distribution-centre stock (units) of its sizes that ship now (a size with a delivery time
 * is a pre-order, not scarce): 'lastItems' below {@link LAST_ITEMS_BELOW}, 'almostSoldOut' below
 * {@link SOLD_OUT_BELOW}, else null; null as well when nothing ships now (the sizes say sold out or
 * pre-order) or the product is coming soon.
 */
export function productStockLabel(
  variants: readonly Pick<SizeStock, 'availableStock' | 'deliveryTime'>[],
  comingSoon: boolean,
): ProductStockLabel | null {
  if (comingSoon) return null;
  const units = variants.reduce(
    (sum, variant) => sum + (variant.deliveryTime ? 0 : Math.max(0, variant.availableStock)),
    0,
  );
  if (units < 1) return null;
  if (units < LAST_ITEMS_BELOW) return 'lastItems';
  return units < SOLD_OUT_BELOW ? 'almostSoldOut' : null;
}
