/** Stock thresholds of spec §9: under 2 'Last item', under 5 'Just a few left'. */
export const LAST_ITEM_BELOW = 2;
export const FEW_LEFT_BELOW = 5;
/**
 * A store holding fewer units of a size than this shows 'Last items' in the store stock list. A
 * store's count is per size, the scale of the per-size thresholds above, so it is §9's 'under 2
 * Last item': the single pair left may be the one on display or sold before the shopper arrives.
 * §9's 'last-items threshold 6' and 'sold-out threshold 20' are not used here: they exceed what a
 * store usually holds of one size (1 to 4 pairs), so every store would read 'Last items'.
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
