import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORES } from '@/commerce/config/stores';
import { formatDeliveryDay, formatMoney, formatOrderDate } from '@/commerce/mail/format';
import { formatBirthday } from '@/lib/customer/birthday';
import { formatDate as formatStoreDate } from '@/lib/physical-stores/format';
import { formatDate, formatDecimalsIn, formatDeliveryDate, formatPrice } from '@/lib/format';

// Intl separates currency and amount with a (narrow) no-break space; normalise it for readable assertions.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('negative amounts (discounts, vouchers): a real minus before the whole amount', () => {
  it('in the storefront formats', () => {
    expect(plain(formatPrice(-10, 'nl-NL'))).toBe('−€ 10,00');
    expect(plain(formatPrice(-10, 'fr-FR'))).toBe('−10,00 €');
    expect(plain(formatPrice(-10, 'fr-BE'))).toBe('−10 €');
    expect(plain(formatPrice(-10, 'de-DE'))).toBe('−10,00 €');
    expect(plain(formatPrice(-10, 'en-GB'))).toBe('−£10.00');
    expect(plain(formatPrice(-7.5, 'nl-BE'))).toBe('−€ 7,50');
    expect(formatPrice(-10, 'nl-NL').charCodeAt(0)).toBe(0x2212);
    expect(formatPrice(-10, 'de-DE')).not.toContain('-');
    expect(plain(formatPrice(10, 'nl-NL'))).toBe('€ 10,00');
  });

  it('in the order mail', () => {
    expect(plain(formatMoney(-1000, STORES.NL))).toBe('−€ 10,00');
    expect(plain(formatMoney(-1000, STORES.DE))).toBe('−10,00 €');
    expect(plain(formatMoney(-1000, STORES.FR))).toBe('−10,00 €');
    expect(plain(formatMoney(-1000, STORES.EN))).toBe('−£10.00');
    expect(plain(formatMoney(8995, STORES.NL))).toBe('€ 89,95');
  });
});

describe('French dates: the first of the month is "1er"', () => {
  const first = new Date('2026-02-01T12:00:00Z');
  it('in the storefront’s date formats', () => {
    expect(formatDate(first, 'fr-FR', { dateStyle: 'long' })).toBe('1er février 2026');
    expect(formatDate(first, 'fr-BE', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1er février 2026');
    expect(formatDeliveryDate('2026-02-01', 'fr-FR')).toBe('dimanche 1er février');
    expect(formatDeliveryDate('2026-02-11', 'fr-FR')).toBe('mercredi 11 février');
    expect(formatDeliveryDate('2026-02-21', 'fr-FR')).toBe('samedi 21 février');
    expect(formatDate(first, 'fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' })).toBe('01/02/2026');
    expect(formatDate(first, 'nl-NL', { dateStyle: 'long' })).toBe('1 februari 2026');
    expect(formatDate(first, 'de-DE', { dateStyle: 'long' })).toBe('1. Februar 2026');
    expect(formatDate(first, 'en-GB', { dateStyle: 'long' })).toBe('1 February 2026');
    expect(formatBirthday('1990-05-01', 'fr-FR')).toBe('1er mai 1990');
    expect(formatStoreDate('2026-01-01', 'fr-BE')).toBe('jeudi 1er janvier');
  });

  it('in the order mail', () => {
    expect(formatOrderDate(first, 'fr-FR')).toBe('1er février 2026');
    expect(formatDeliveryDay('2026-03-01', 'fr-BE')).toBe('dimanche 1er mars');
    expect(formatOrderDate(first, 'nl-NL')).toBe('1 februari 2026');
  });

  it('no component formats a date past lib/format.ts (next-intl’s format.dateTime cannot write "1er")', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const offenders = ['app', 'components', 'lib', 'slices']
      .flatMap(sources)
      .filter((file) =>
        /\bformat\.dateTime\b|useFormatter\(\)\.dateTime/.test(readFileSync(path.join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});

describe('size chart numbers in the storefront’s decimal format', () => {
  it('writes decimal commas in nl, fr and de and keeps the rest of the cell', () => {
    expect(formatDecimalsIn('25.5', 'nl-NL')).toBe('25,5');
    expect(formatDecimalsIn('22.9', 'fr-BE')).toBe('22,9');
    expect(formatDecimalsIn('6.5', 'de-DE')).toBe('6,5');
    expect(formatDecimalsIn('25.5', 'en-GB')).toBe('25.5');
    expect(formatDecimalsIn('80–84', 'de-DE')).toBe('80–84');
    expect(formatDecimalsIn('XS (34)', 'fr-FR')).toBe('XS (34)');
    expect(formatDecimalsIn('1000', 'de-DE')).toBe('1000');
  });
});
