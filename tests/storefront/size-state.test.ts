import { describe, expect, it } from 'vitest';
import { isComingSoon, sizeOptionState } from '@/lib/product/size-state';

describe('sizeOptionState (spec §4 Size option display)', () => {
  it('is sold out below 1 unit or when the product is coming soon', () => {
    expect(sizeOptionState({ availableStock: 0, deliveryTime: null }, false)).toEqual({ kind: 'soldOut' });
    expect(sizeOptionState({ availableStock: 30, deliveryTime: null }, true)).toEqual({ kind: 'soldOut' });
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

describe('isComingSoon', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is true only for a coming-soon date in the future', () => {
    expect(isComingSoon('2026-12-01', now)).toBe(true);
    expect(isComingSoon('2026-11-01', now)).toBe(false);
    expect(isComingSoon(null, now)).toBe(false);
    expect(isComingSoon('not a date', now)).toBe(false);
  });
});
