import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format';

// Intl separates currency and amount with a no-break space; normalise it for readable assertions.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice (spec §9 Currency: EUR, two decimals, per-store formats)', () => {
  it('formats per storefront locale', () => {
    expect(plain(formatPrice(89.95, 'nl-NL'))).toBe('€ 89,95');
    expect(plain(formatPrice(89.95, 'fr-BE'))).toBe('89,95 €');
    expect(plain(formatPrice(1249.5, 'de-DE'))).toBe('1.249,50 €');
    expect(plain(formatPrice(1249.5, 'fr-FR'))).toBe('1 249,50 €');
    expect(plain(formatPrice(90, 'nl-NL'))).toBe('€ 90,00');
  });

  it('shows whole-number prices round in Belgium only (spec §9 Belgium)', () => {
    expect(plain(formatPrice(90, 'nl-BE'))).toBe('€ 90');
    expect(plain(formatPrice(90, 'fr-BE'))).toBe('90 €');
    expect(plain(formatPrice(89.95, 'nl-BE'))).toBe('€ 89,95');
    expect(plain(formatPrice(90, 'fr-FR'))).toBe('90,00 €');
  });
});
