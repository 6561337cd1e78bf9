import { describe, expect, it } from 'vitest';
import { resolveStore } from '../config/stores';
import { slugify } from '../seed/data';
import { deliveryWindow, parseDeliveryTime } from '../services/cart';
import { normalizeUrl, searchWords } from '../services/catalog';
import { randomToken, TOKEN_RE } from '../services/context';

describe('commerce units', () => {
  it('resolves stores: missing → NL, unknown → null', () => {
    expect(resolveStore(null)!.key).toBe('NL');
    expect(resolveStore('befr')).toMatchObject({ id: 4, locale: 'fr-BE', lang: 'fr', vatRate: 21 });
    expect(resolveStore('DE')).toMatchObject({ id: 5, vatRate: 19 });
    expect(resolveStore('FR')).toMatchObject({ id: 6, vatRate: 20 });
    expect(resolveStore('XX')).toBeNull();
  });

  it('creates tokens from crypto in the accepted format', () => {
    const a = randomToken();
    expect(a).toMatch(TOKEN_RE);
    expect(randomToken()).not.toBe(a);
  });

  it('parses delivery times and computes the window', () => {
    expect(parseDeliveryTime('3-4 weeks')).toEqual([21, 28]);
    expect(parseDeliveryTime('5 days')).toEqual([5, 5]);
    expect(parseDeliveryTime('soon')).toBeNull();
    expect(deliveryWindow([{ quantity: 1, stock: 3, deliveryTime: null }], '2025-01-30')).toEqual({ earliest: '2025-01-31', latest: '2025-02-03' });
    expect(deliveryWindow([{ quantity: 2, stock: 1, deliveryTime: null }], '2025-01-30')).toEqual({ earliest: '2025-02-05', latest: '2025-02-08' });
  });

  it('slugifies and normalizes', () => {
    expect(slugify('Marlowe & Finch Sac à main weiß')).toBe('marlowe-finch-sac-a-main-weiss');
    expect(normalizeUrl('dames/schoenen?x=1')).toBe('/dames/schoenen/');
    expect(searchWords("Chaussures d'été!")).toEqual(['chaussures', 'd', 'ete']);
  });
});
