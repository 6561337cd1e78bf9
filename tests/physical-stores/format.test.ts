import { describe, expect, it } from 'vitest';
import {
  addressLines,
  dayName,
  directionsUrl,
  firstDayOfWeek,
  formatDate,
  formatDistance,
  formatPeriods,
  formatTime,
} from '@/lib/physical-stores/format';
import { formatPhone } from '@/lib/physical-stores/phone';

/** Intl writes a narrow no-break space in some formats: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distance in the storefront’s locale (metres in, kilometres out)', () => {
  it.each([
    ['nl-NL', 1250, '1,3 km'],
    ['de-DE', 1250, '1,3 km'],
    ['fr-BE', 800, '0,8 km'],
    ['en', 1250, '1.3 km'],
    ['nl-BE', 42_400, '42 km'],
    ['de-DE', 0, '0 km'],
  ])('%s: %d m → %s', (locale, metres, expected) => {
    expect(plain(formatDistance(metres, locale))).toBe(expected);
  });
});

describe('times, periods, days and dates', () => {
  it('writes times on the locale’s clock and keeps 24:00 as midnight at the end of a day', () => {
    expect(formatTime('09:00', 'nl-NL')).toBe('09:00');
    expect(formatTime('24:00', 'de-DE')).toBe('24:00');
    expect(plain(formatTime('13:30', 'en-US'))).toBe('01:30 PM');
    expect(formatTime('nonsense', 'nl-NL')).toBe('nonsense');
  });

  it('lists a day’s periods, a lunch break as two', () => {
    const periods = [
      { start: '09:00', end: '12:30' },
      { start: '13:30', end: '18:00' },
    ];
    expect(formatPeriods(periods, 'nl-NL')).toBe('09:00–12:30, 13:30–18:00');
    expect(formatPeriods([{ start: '18:00', end: '24:00' }], 'fr-FR')).toBe('18:00–24:00');
  });

  it('names weekdays through Intl, Monday first in nl, fr and de', () => {
    expect(dayName(1, 'nl-NL')).toBe('maandag');
    expect(dayName(7, 'de-DE')).toBe('Sonntag');
    expect(dayName(3, 'fr-BE')).toBe('mercredi');
    for (const locale of ['nl-NL', 'nl-BE', 'fr-BE', 'fr-FR', 'de-DE']) expect(firstDayOfWeek(locale)).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });

  it('writes a local date with its weekday, whatever the machine’s zone', () => {
    expect(formatDate('2026-12-25', 'nl-NL')).toBe('vrijdag 25 december');
    expect(formatDate('2026-12-25', 'de-DE')).toBe('Freitag, 25. Dezember');
  });
});

describe('address lines', () => {
  const base = { street: 'Kalverstraat', houseNumber: '112', postcode: '1012 PK', city: 'Amsterdam', country: 'NL' };

  it('puts the number after the street, postcode before city, and names the country in the locale', () => {
    expect(addressLines(base, 'nl-NL')).toEqual(['Kalverstraat 112', '1012 PK Amsterdam', 'Nederland']);
    expect(addressLines({ ...base, houseNumberAddition: 'A' }, 'de-DE', false)).toEqual([
      'Kalverstraat 112 A',
      '1012 PK Amsterdam',
    ]);
  });

  it('puts the number first in France', () => {
    const paris = { street: 'rue de Rivoli', houseNumber: '12', postcode: '75001', city: 'Paris', country: 'FR' };
    expect(addressLines(paris, 'de-DE')).toEqual(['12 rue de Rivoli', '75001 Paris', 'Frankreich']);
  });
});

describe('phone and directions', () => {
  it('writes a number nationally at home and internationally across the border, with its tel: link', () => {
    expect(formatPhone('+31201234567', 'NL')).toEqual({ display: '020 123 4567', href: 'tel:+31201234567' });
    expect(formatPhone('+4922112345678', 'NL')).toEqual({ display: '+49 221 12345678', href: 'tel:+4922112345678' });
    expect(formatPhone('not a number', 'NL')).toEqual({ display: 'not a number', href: null });
    expect(formatPhone('12', 'NL')).toEqual({ display: '12', href: 'tel:12' });
  });

  it('links OpenStreetMap’s route planner to the store’s coordinates', () => {
    expect(directionsUrl(52.3702, 4.8952)).toBe(
      'https://www.openstreetmap.org/directions?to=52.370200%2C4.895200#map=17/52.370200/4.895200',
    );
  });
});
