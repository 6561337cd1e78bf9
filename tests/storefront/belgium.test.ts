import { describe, expect, it } from 'vitest';
import { hidesDiscountLabels, inBelgianSalePeriod, showsRoundPrice } from '@/lib/pricing/belgium';

describe("Belgium's price rules (spec §9 Belgium)", () => {
  it('rounds whole-number prices in the Belgian locales only', () => {
    expect(showsRoundPrice(50, 'nl-BE')).toBe(true);
    expect(showsRoundPrice(50, 'fr-BE')).toBe(true);
    expect(showsRoundPrice(49.95, 'fr-BE')).toBe(false);
    expect(showsRoundPrice(50, 'nl-NL')).toBe(false);
  });

  it('knows the sale periods of January and July', () => {
    expect(inBelgianSalePeriod('2027-01-03')).toBe(true);
    expect(inBelgianSalePeriod('2027-01-31')).toBe(true);
    expect(inBelgianSalePeriod('2027-01-02')).toBe(false);
    expect(inBelgianSalePeriod('2027-07-15')).toBe(true);
    expect(inBelgianSalePeriod('2027-08-01')).toBe(false);
  });

  it('hides discount labels in a Belgian sale period only when the rule is on (off as shipped)', () => {
    expect(hidesDiscountLabels('BE', '2027-01-10')).toBe(false);
    expect(hidesDiscountLabels('BE')).toBe(false);
    expect(hidesDiscountLabels('BE', '2027-01-10', true)).toBe(true);
    expect(hidesDiscountLabels('BE', '2027-02-10', true)).toBe(false);
    expect(hidesDiscountLabels('NL', '2027-01-10', true)).toBe(false);
  });
});
