import { describe, expect, it } from 'vitest';
import { locatorSearch, parseLocatorQuery } from '@/lib/physical-stores/locator-query';
import { overviewOrder } from '@/lib/physical-stores/overview';

describe('the locator’s query (validated on the server)', () => {
  it('takes a zip code or city, trimmed, spaces collapsed, control characters gone', () => {
    expect(parseLocatorQuery({ q: '  1012   AB ' })).toEqual({ kind: 'place', q: '1012 AB' });
    expect(parseLocatorQuery({ q: ['Köln', 'Paris'] })).toEqual({ kind: 'place', q: 'Köln' });
    expect(parseLocatorQuery({ q: 'Ber\u0000lin' })).toEqual({ kind: 'place', q: 'Ber lin' });
    expect(parseLocatorQuery({ q: '   ' })).toEqual({ kind: 'none' });
    expect(parseLocatorQuery({})).toEqual({ kind: 'none' });
  });

  it('refuses a text longer than 100 characters, keeping its start for the field', () => {
    const query = parseLocatorQuery({ q: 'x'.repeat(150) });
    expect(query).toEqual({ kind: 'invalid', q: 'x'.repeat(100) });
  });

  it('takes a position in range, rounded to 4 decimals, and refuses anything else', () => {
    expect(parseLocatorQuery({ lat: '52.370216', lng: '4.895168' })).toEqual({
      kind: 'position',
      lat: 52.3702,
      lng: 4.8952,
    });
    for (const params of [{ lat: '91', lng: '4' }, { lat: '52' }, { lat: '52', lng: '4e1' }, { lat: 'x', lng: '1' }]) {
      expect(parseLocatorQuery(params)).toEqual({ kind: 'invalid', q: '' });
    }
  });

  it('writes a query back as the locator’s own address', () => {
    expect(locatorSearch({ kind: 'place', q: '1012 AB' })).toBe('?q=1012+AB');
    expect(locatorSearch({ kind: 'position', lat: 52.37, lng: 4.9 })).toBe('?lat=52.37&lng=4.9');
    expect(locatorSearch({ kind: 'none' })).toBe('');
  });
});

describe('the overview without a query', () => {
  const store = (providerId: string, country: string, city: string, title = city) => ({
    providerId,
    country,
    city,
    title,
  });

  it('puts the storefront’s country first, each group by city in the locale’s order, each store once', () => {
    const stores = [
      store('1', 'BE', 'Antwerpen'),
      store('2', 'NL', 'Utrecht'),
      store('3', 'NL', 'Amsterdam', 'Kalverstraat'),
      store('4', 'DE', 'Köln'),
      store('3', 'NL', 'Amsterdam', 'Kalverstraat'),
      store('5', 'NL', 'Amsterdam', 'Albert Cuyp'),
      store('6', 'DE', 'Berlin'),
    ];
    expect(overviewOrder(stores, 'NL', 'nl-NL').map((entry) => entry.providerId)).toEqual([
      '5',
      '3',
      '2',
      '1',
      '6',
      '4',
    ]);
    expect(overviewOrder(stores, 'DE', 'de-DE').map((entry) => entry.providerId)).toEqual([
      '6',
      '4',
      '5',
      '3',
      '1',
      '2',
    ]);
  });
});
