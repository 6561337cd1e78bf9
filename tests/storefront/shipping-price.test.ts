import { describe, expect, it } from 'vitest';
import { shippingPriceFor } from '@/lib/checkout/shipping-price';

const standard = [
  { calculation: 2, quantityStart: 0, currencyPrice: [{ gross: 4.95 }] },
  { calculation: 2, quantityStart: 50, currencyPrice: [{ gross: 0 }] },
];

describe('shippingPriceFor', () => {
  it('uses the free row from its threshold on', () => {
    expect(shippingPriceFor(standard, 49.99)).toBe(4.95);
    expect(shippingPriceFor(standard, 50)).toBe(0);
    expect(shippingPriceFor(standard, 129.95)).toBe(0);
  });

  it('is undefined without price rows', () => {
    expect(shippingPriceFor([], 10)).toBeUndefined();
  });
});
