import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, formatPriceBound } from '@/lib/format';

// Intl separates currency and amount with a no-break space; normalise it for readable assertions.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice (spec §9 Currency: GBP in English, EUR elsewhere, two decimals, per-store formats)', () => {
  it('formats per storefront locale', () => {
    expect(plain(formatPrice(89.95, 'nl-NL'))).toBe('€ 89,95');
    expect(plain(formatPrice(89.95, 'fr-BE'))).toBe('89,95 €');
    expect(plain(formatPrice(1249.5, 'de-DE'))).toBe('1.249,50 €');
    expect(plain(formatPrice(1249.5, 'fr-FR'))).toBe('1 249,50 €');
    expect(plain(formatPrice(90, 'nl-NL'))).toBe('€ 90,00');
    expect(plain(formatPrice(89.95, 'de-AT'))).toBe('€ 89,95');
    expect(plain(formatPrice(89.95, 'fr-LU'))).toBe('89,95 €');
    expect(plain(formatPrice(1249.5, 'de-LU'))).toBe('1.249,50 €');
  });

  it("formats in the storefront's currency, or the one an amount is in", () => {
    expect(plain(formatPrice(76.95, 'en-GB'))).toBe('£76.95');
    expect(plain(formatPrice(1249.5, 'en-GB'))).toBe('£1,249.50');
    // An order placed in euros, read on the English storefront.
    expect(plain(formatPrice(89.95, 'en-GB', 'EUR'))).toBe('€89.95');
    expect(plain(formatPrice(76.95, 'nl-NL', 'GBP'))).toBe('£ 76,95');
  });

  it('shows whole-number prices round in Belgium only (spec §9 Belgium)', () => {
    expect(plain(formatPrice(90, 'nl-BE'))).toBe('€ 90');
    expect(plain(formatPrice(90, 'fr-BE'))).toBe('90 €');
    expect(plain(formatPrice(89.95, 'nl-BE'))).toBe('€ 89,95');
    expect(plain(formatPrice(90, 'fr-FR'))).toBe('90,00 €');
  });
});

describe('formatPriceBound (the price filter: chips and hints in the storefront format)', () => {
  it('writes a bound whole when it is, in the storefront’s format and currency', () => {
    expect(plain(formatPriceBound(49, 'fr-FR'))).toBe('49 €');
    expect(plain(formatPriceBound(49, 'nl-NL'))).toBe('€ 49');
    expect(plain(formatPriceBound(68, 'de-DE'))).toBe('68 €');
    expect(plain(formatPriceBound(49.5, 'en-GB'))).toBe('£49.50');
    expect(currencySymbol('en-GB')).toBe('£');
    expect(currencySymbol('nl-BE')).toBe('€');
  });
});
