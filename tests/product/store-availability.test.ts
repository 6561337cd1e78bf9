import { describe, expect, it } from 'vitest';
import type { StoreStockStore } from '@/graphql/store-stock';
import { nearestStoresQuery, positionPlace } from '@/lib/store-stock/place';
import { NEAREST_STORES, storeStockRows, todaysOpening } from '@/lib/store-stock/store-availability';

const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: day !== 7, periods: day !== 7 ? [{ start, end }] : [] }));

function store(providerId: string, distance: number, overrides: Partial<StoreStockStore> = {}): StoreStockStore {
  return {
    providerId,
    reference: `store-${providerId}`,
    title: `Store ${providerId}`,
    street: 'Oudegracht',
    houseNumber: '1',
    houseNumberAddition: null,
    postcode: '3511 AA',
    city: 'Utrecht',
    country: 'NL',
    distance,
    timeZone: 'Europe/Amsterdam',
    openingDays: weekdays('09:30', '18:00'),
    openingDayExceptions: [],
    ...overrides,
  };
}

describe('storeStockRows (spec §7 Stock for stores, §9 thresholds)', () => {
  const stock = [
    {
      sku: '100001.001.38',
      locations: [
        { code: 's1', qty: 3 },
        { code: 's2', qty: 1 },
        { code: 's9', qty: 1 },
      ],
    },
    { sku: '100001.001.39', locations: [{ code: 's3', qty: 1 }] },
  ];

  it('gives each nearby store the chosen size units and state, nearest first', () => {
    const rows = storeStockRows({
      nearby: [store('s1', 900), store('s2', 2500), store('s3', 4000)],
      saved: [],
      stock,
      sku: '100001.001.38',
      savedIds: [],
    });
    expect(rows.map((row) => [row.store.providerId, row.qty, row.state, row.distance])).toEqual([
      ['s1', 3, 'inStock', 900],
      ['s2', 1, 'lastItems', 2500],
      ['s3', 0, 'notAvailable', 4000],
    ]);
    // Another size, other states: the stock is per size.
    expect(
      storeStockRows({
        nearby: [store('s1', 900), store('s3', 4000)],
        saved: [],
        stock,
        sku: '100001.001.39',
        savedIds: [],
      }).map((row) => row.state),
    ).toEqual(['notAvailable', 'lastItems']);
  });

  it('lists saved stores first, nearby or not, each store once', () => {
    const rows = storeStockRows({
      nearby: [store('s1', 900), store('s2', 2500)],
      saved: [store('s9', 0), store('s2', 0)],
      stock,
      sku: '100001.001.38',
      savedIds: ['s9', 's2'],
    });
    expect(rows.map((row) => [row.store.providerId, row.saved, row.distance])).toEqual([
      ['s2', true, 2500],
      ['s9', true, null],
      ['s1', false, 900],
    ]);
    expect(rows[1]!.state).toBe('lastItems');
  });

  it('is empty for a size no entry mentions: every store not available', () => {
    const rows = storeStockRows({ nearby: [store('s1', 10)], saved: [], stock: [], sku: 'x', savedIds: [] });
    expect(rows.map((row) => row.state)).toEqual(['notAvailable']);
  });
});

describe("todaysOpening (the store's local day)", () => {
  it("uses the store's weekday in its own time zone", () => {
    // 22:30 UTC on Saturday is 23:30 on Saturday in Amsterdam: open (the hours, not the moment).
    expect(todaysOpening(store('s1', 0), new Date('2026-11-21T22:30:00Z'))).toEqual([{ start: '09:30', end: '18:00' }]);
    // 23:30 UTC Saturday is 00:30 Sunday in Amsterdam: closed.
    expect(todaysOpening(store('s1', 0), new Date('2026-11-21T23:30:00Z'))).toEqual([]);
  });

  it('lets an exception for the date win over the weekday', () => {
    const holiday = store('s1', 0, {
      openingDayExceptions: [{ date: '2026-12-25', day: 5, open: false, reason: null, periods: [] }],
    });
    expect(todaysOpening(holiday, new Date('2026-12-25T10:00:00Z'))).toEqual([]);
    const late = store('s1', 0, {
      openingDayExceptions: [
        { date: '2026-12-23', day: 3, open: true, reason: null, periods: [{ start: '09:00', end: '21:00' }] },
      ],
    });
    expect(todaysOpening(late, new Date('2026-12-23T10:00:00Z'))).toEqual([{ start: '09:00', end: '21:00' }]);
  });

  it('is null for a time zone the browser does not know', () => {
    expect(todaysOpening(store('s1', 0, { timeZone: 'Nowhere/Atlantis' }))).toBeNull();
  });
});

describe('the place of the search', () => {
  it('asks findServicePoints for the nearest stores by place or position', () => {
    expect(nearestStoresQuery({ kind: 'search', location: 'Utrecht' })).toEqual({
      providers: ['stores'],
      limit: NEAREST_STORES,
      location: 'Utrecht',
    });
    expect(nearestStoresQuery(positionPlace(52.0907374, 5.1214201))).toEqual({
      providers: ['stores'],
      limit: NEAREST_STORES,
      lat: 52.091,
      lng: 5.121,
    });
  });
});
