import { describe, expect, it } from 'vitest';
import { isComingSoon, sizeOptionState, STORE_LAST_ITEMS_BELOW } from '@/lib/product/size-state';
import { storeStockState } from '@/lib/store-stock/store-availability';

describe('sizeOptionState (spec §4 Size option display)', () => {
  it('is sold out below 1 unit or when the product is coming soon', () => {
    expect(sizeOptionState({ availableStock: 0, deliveryTime: null }, false)).toEqual({ kind: 'soldOut' });
    expect(sizeOptionState({ availableStock: 30, deliveryTime: null }, true)).toEqual({ kind: 'soldOut' });
  });

  it("is 'Only in stores' when the distribution centre has none but stores do", () => {
    expect(sizeOptionState({ availableStock: 0, storeAvailableStock: 1, deliveryTime: null }, false)).toEqual({
      kind: 'onlyInStores',
    });
    expect(sizeOptionState({ availableStock: 0, storeAvailableStock: 0, deliveryTime: null }, false)).toEqual({
      kind: 'soldOut',
    });
    // Coming soon wins: nothing is sold before the date, in stores neither.
    expect(sizeOptionState({ availableStock: 0, storeAvailableStock: 4, deliveryTime: null }, true)).toEqual({
      kind: 'soldOut',
    });
    // Deliverable sizes keep their own state whatever the stores hold.
    expect(sizeOptionState({ availableStock: 1, storeAvailableStock: 9, deliveryTime: null }, false)).toEqual({
      kind: 'lastItem',
    });
  });

  it("shows 'Last item' below 2 and 'Just a few left' below 5", () => {
    expect(sizeOptionState({ availableStock: 1, deliveryTime: null }, false)).toEqual({ kind: 'lastItem' });
    expect(sizeOptionState({ availableStock: 2, deliveryTime: null }, false)).toEqual({ kind: 'fewLeft' });
    expect(sizeOptionState({ availableStock: 4, deliveryTime: null }, false)).toEqual({ kind: 'fewLeft' });
    expect(sizeOptionState({ availableStock: 5, deliveryTime: null }, false)).toEqual({ kind: 'available' });
  });

  it('shows a pre-order with the delivery time instead of a stock note', () => {
    expect(sizeOptionState({ availableStock: 1, deliveryTime: '3-4 weeks' }, false)).toEqual({
      kind: 'preOrder',
      deliveryTime: '3-4 weeks',
    });
  });
});

describe("storeStockState (spec §9: a store's count of a size, under 2 is the last)", () => {
  it("is 'Not available' at 0, 'Last items' at 1, 'In stock' from 2", () => {
    expect(STORE_LAST_ITEMS_BELOW).toBe(2);
    expect(storeStockState(0)).toBe('notAvailable');
    expect(storeStockState(1)).toBe('lastItems');
    expect(storeStockState(2)).toBe('inStock');
    expect(storeStockState(4)).toBe('inStock');
  });
});

describe('isComingSoon', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is true only for a coming-soon date in the future', () => {
    expect(isComingSoon('2026-12-01', now)).toBe(true);
    expect(isComingSoon('2026-11-01', now)).toBe(false);
    expect(isComingSoon(null, now)).toBe(false);
    expect(isComingSoon('not a date', now)).toBe(false);
  });
});
