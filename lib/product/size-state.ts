/** Stock thresholds of spec §9: under 2 'Last item', under 5 'Just a few left'. */
export const LAST_ITEM_BELOW = 2;
export const FEW_LEFT_BELOW = 5;

export type SizeOptionState =
  | { kind: 'soldOut' }
  | { kind: 'preOrder'; deliveryTime: string }
  | { kind: 'lastItem' }
  | { kind: 'fewLeft' }
  | { kind: 'available' };

/** A product is coming soon when its coming-soon date is in the future (spec §4). */
export function isComingSoon(comingSoonDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!comingSoonDate) return false;
  const date = new Date(comingSoonDate);
  return !Number.isNaN(date.getTime()) && date.getTime() > now.getTime();
}

/**
 * How a size option shows in the size-selection modal (spec §4 'Size option display'): sold out
 * when coming soon or stock below 1; pre-order with the variant's delivery time; otherwise 'Last
 * item' below 2 and 'Just a few left' below 5 (stock in units).
 */
export function sizeOptionState(
  variant: { availableStock: number; deliveryTime: string | null },
  comingSoon: boolean,
): SizeOptionState {
  if (comingSoon || variant.availableStock < 1) return { kind: 'soldOut' };
  if (variant.deliveryTime) return { kind: 'preOrder', deliveryTime: variant.deliveryTime };
  if (variant.availableStock < LAST_ITEM_BELOW) return { kind: 'lastItem' };
  if (variant.availableStock < FEW_LEFT_BELOW) return { kind: 'fewLeft' };
  return { kind: 'available' };
}
