import { describe, expect, it } from 'vitest';
import { resolveStore } from '../config/stores';
import { slugify } from '../seed/data';
import { deliveryWindow, methodWindow, parseDeliveryTime } from '../services/cart';
import { today } from '../services/common';
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
    expect(deliveryWindow([{ quantity: 1, stock: 3, deliveryTime: null }], '2025-01-30')).toEqual({
      earliest: '2025-01-31',
      latest: '2025-02-03',
    });
    expect(deliveryWindow([{ quantity: 2, stock: 1, deliveryTime: null }], '2025-01-30')).toEqual({
      earliest: '2025-02-05',
      latest: '2025-02-08',
    });
  });

  it('follows the shipping method and never promises a Sunday (spec §9 delivery promise)', () => {
    const inStock = [{ quantity: 1, stock: 3, deliveryTime: null }];
    const saturday = '2025-02-01';
    const express = methodWindow({ deliveryMinDays: 1, deliveryMaxDays: 1 });
    expect(express).toEqual([1, 1]);
    expect(methodWindow({ deliveryMinDays: null, deliveryMaxDays: null })).toBeNull();
    // Saturday order: delivery days are Monday to Saturday.
    expect(deliveryWindow(inStock, saturday)).toEqual({ earliest: '2025-02-03', latest: '2025-02-05' });
    expect(deliveryWindow(inStock, saturday, express)).toEqual({ earliest: '2025-02-03', latest: '2025-02-03' });
    expect(deliveryWindow(inStock, '2025-01-30', express)).toEqual({ earliest: '2025-01-31', latest: '2025-01-31' });
    expect(deliveryWindow(inStock, '2025-01-31', express)).toEqual({ earliest: '2025-02-01', latest: '2025-02-01' });
    // Express cannot ship what the distribution centre lacks, nor a pre-order.
    expect(deliveryWindow([{ quantity: 2, stock: 1, deliveryTime: null }], saturday, express)).toEqual({
      earliest: '2025-02-07',
      latest: '2025-02-11',
    });
    expect(
      deliveryWindow([...inStock, { quantity: 1, stock: 20, deliveryTime: '3-4 weeks' }], saturday, express),
    ).toEqual({ earliest: '2025-02-26', latest: '2025-03-06' });
    for (let day = 1; day <= 28; day++) {
      const from = `2025-02-${String(day).padStart(2, '0')}`;
      for (const window of [null, express]) {
        for (const date of Object.values(deliveryWindow(inStock, from, window)))
          expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
      }
    }
  });

  it("counts the order day in the shop's time zone, not in UTC", () => {
    // Saturday 00:30 in Amsterdam is still Friday in UTC.
    expect(today(new Date('2025-01-31T23:30:00Z'))).toBe('2025-02-01');
    expect(today(new Date('2025-07-05T21:59:00Z'))).toBe('2025-07-05');
    expect(today(new Date('2025-07-05T22:00:00Z'))).toBe('2025-07-06');
  });

  it('slugifies and normalizes', () => {
    expect(slugify('Marlowe & Finch Sac à main weiß')).toBe('marlowe-finch-sac-a-main-weiss');
    expect(normalizeUrl('dames/schoenen?x=1')).toBe('/dames/schoenen/');
    expect(searchWords("Chaussures d'été!")).toEqual(['chaussures', 'd', 'ete']);
  });
});
