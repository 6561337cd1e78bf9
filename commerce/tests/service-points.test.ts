/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
/**
 * The store locator and pickup point calls over GraphQL (spec §2 store locator, §7 findServicePoints):
 * nearest first with distances, across borders unless a country limits them, offline geocoding of a
 * city and a zip code in each country, the errors, physicalStore(s) and the points' hours.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCommerce, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const POINT_FIELDS = `providerId provider reference title street houseNumber houseNumberAddition postcode city country lat lng
  distance telephone locationType additionalInformation timeZone openingDays { day open periods { start end } }
  openingDayExceptions { date day open reason periods { start end } }`;
const FIND = `query($q: ServicePointQueryInput!) { findServicePoints(query: $q) { ${POINT_FIELDS} } }`;

async function find(q: Record<string, unknown>, store?: string) {
  return h.gql(FIND, { q }, { store });
}
async function nearest(q: Record<string, unknown>, store?: string): Promise<any[]> {
  const answer = await find(q, store);
  expect(answer.errors).toBeUndefined();
  return answer.data!.findServicePoints;
}

describe('findServicePoints', () => {
  it('answers the stores nearest a place first, with distances in metres', async () => {
    const points = await nearest({ providers: ['stores'], lat: 52.36902, lng: 4.89173 });
    expect(points).toHaveLength(10);
    expect(points[0]).toMatchObject({ providerId: 'store-ams-01', distance: 0, reference: 'amsterdam-kalverstraat' });
    // De Pijp is about 1.5 km south of the Kalverstraat.
    expect(points[1].providerId).toBe('store-ams-02');
    expect(points[1].distance).toBeGreaterThan(1300);
    expect(points[1].distance).toBeLessThan(1700);
    const distances = points.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('crosses borders unless the query names a country', async () => {
    // Maastricht: Liège (BE) is nearer than any other Dutch store.
    const maastricht = { providers: ['stores'], lat: 50.8492, lng: 5.6906, limit: 3 };
    const mixed = await nearest(maastricht);
    expect(mixed.map((p) => p.providerId).slice(0, 2)).toEqual(['store-maa-01', 'store-lie-01']);
    const dutch = await nearest({ ...maastricht, country: 'nl' });
    expect(dutch.every((p) => p.country === 'NL')).toBe(true);
    expect(dutch).toHaveLength(3);
  });

  it('mixes providers by distance and honours the limit', async () => {
    const points = await nearest({ providers: ['stores', 'dhl'], location: 'Köln', limit: 25 }, 'DE');
    expect(points).toHaveLength(25);
    expect(new Set(points.map((p) => p.provider))).toEqual(new Set(['stores', 'dhl']));
    const distances = points.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await nearest({ providers: ['dhl'], location: 'Berlin', limit: 50 }, 'DE')).length).toBe(50);
  });

  it('answers each carrier’s kind of point in its countries', async () => {
    const dhl = await nearest({ providers: ['dhl'], location: 'Hamburg', limit: 30 }, 'DE');
    const packstation = dhl.find((p) => p.locationType === 'packstation')!;
    expect(packstation.title).toMatch(/^Packstation \d{3}$/);
    expect(packstation.openingDays).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: true, periods: [{ start: '00:00', end: '24:00' }] })),
    );
    expect(dhl.some((p) => p.locationType === 'parcelshop' && p.title.startsWith('DHL Paketshop'))).toBe(true);
    expect(dhl.every((p) => p.country === 'DE' && p.timeZone === 'Europe/Berlin' && /^\d{5}$/.test(p.postcode))).toBe(
      true,
    );
    const postnl = await nearest({ providers: ['postnl'], location: 'Gent', country: 'BE' }, 'BENL');
    expect(postnl.every((p) => p.country === 'BE' && p.title.startsWith('PostNL-punt'))).toBe(true);
    const bpost = await nearest({ providers: ['bpost'], location: 'Liège' }, 'BEFR');
    expect(bpost.some((p) => p.locationType === 'postoffice' && p.title.startsWith('Bureau de poste'))).toBe(true);
    const colissimo = await nearest({ providers: ['colissimo'], location: 'Lyon' }, 'FR');
    expect(colissimo[0]).toMatchObject({ country: 'FR', timeZone: 'Europe/Paris' });
    expect(colissimo.every((p) => /^(Relais Pickup|Bureau de poste) /.test(p.title))).toBe(true);
    const nl = await nearest({ providers: ['postnl'], location: '1012 AB' });
    expect(nl[0].postcode).toMatch(/^\d{4} [A-Z]{2}$/);
  });

  it.each([
    ['NL', 'utrecht', 'store-utr-01'],
    ['BENL', 'Gent', 'store-gnt-01'],
    ['BEFR', 'Bruxelles', 'store-bru-01'],
    ['BEFR', 'LIEGE', 'store-lie-01'],
    ['DE', 'München', 'store-muc-01'],
    ['DE', 'koln', 'store-kol-01'],
    ['DE', 'Frankfurt', 'store-fra-01'],
    ['FR', 'Lyon', 'store-lyo-01'],
  ])('geocodes the city (%s) %s', async (store, location, providerId) => {
    const [first] = await nearest({ providers: ['stores'], location, limit: 1 }, store);
    expect(first.providerId).toBe(providerId);
    expect(first.distance).toBeLessThan(3000);
  });

  it.each([
    ['NL', '3511 AB', 'store-utr-01'],
    ['NL', '1072LM', 'store-ams-02'],
    ['BENL', '9000', 'store-gnt-01'],
    ['BEFR', '4000', 'store-lie-01'],
    ['DE', '80331', 'store-muc-01'],
    ['FR', '69002', 'store-lyo-01'],
  ])('geocodes the zip code (%s) %s', async (store, location, providerId) => {
    const [first] = await nearest({ providers: ['stores'], location, limit: 1 }, store);
    expect(first.providerId).toBe(providerId);
  });

  it('prefers the storefront’s country for a place name two countries have', async () => {
    // Hasselt is a Belgian city and a Dutch village.
    const fromNl = await nearest({ providers: ['postnl'], location: 'Hasselt', limit: 1 }, 'NL');
    const fromBe = await nearest({ providers: ['postnl'], location: 'Hasselt', limit: 1 }, 'BENL');
    expect(fromNl[0].country).toBe('NL');
    expect(fromBe[0].country).toBe('BE');
    // query.country wins over the storefront.
    const asked = await nearest({ providers: ['postnl'], location: 'Hasselt', limit: 1, country: 'BE' }, 'NL');
    expect(asked[0].country).toBe('BE');
  });

  it('answers LOCATION_NOT_FOUND for a place it cannot geocode', async () => {
    expect((await find({ providers: ['stores'], location: 'Xyzzyville' })).code).toBe('LOCATION_NOT_FOUND');
    // A Luxembourg zip code: no store or carrier point there to place it by.
    expect((await find({ providers: ['stores'], location: 'L-9999' }, 'FR')).code).toBe('LOCATION_NOT_FOUND');
  });

  it('keeps only the location types asked, still nearest first and up to the limit', async () => {
    const packstations = await nearest(
      { providers: ['dhl', 'stores'], location: 'Hamburg', limit: 12, locationTypes: ['Packstation'] },
      'DE',
    );
    expect(packstations).toHaveLength(12);
    expect(packstations.every((p) => p.locationType === 'packstation')).toBe(true);
    const shops = await nearest(
      { providers: ['dhl'], location: 'Hamburg', locationTypes: ['parcelshop', 'postoffice'] },
      'DE',
    );
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((p) => p.locationType !== 'packstation')).toBe(true);
    expect(await nearest({ providers: ['stores'], location: 'Hamburg', locationTypes: ['packstation'] }, 'DE')).toEqual(
      [],
    );
  });

  it.each([
    ['no provider', { providers: [], location: 'Utrecht' }],
    ['an unknown provider', { providers: ['stores', 'ups'], location: 'Utrecht' }],
    ['no place', { providers: ['stores'] }],
    ['an empty location', { providers: ['stores'], location: '  ' }],
    ['lat without lng', { providers: ['stores'], lat: 52 }],
    ['lat out of range', { providers: ['stores'], lat: 91, lng: 4 }],
    ['lng out of range', { providers: ['stores'], lat: 52, lng: -181 }],
    ['limit 0', { providers: ['stores'], location: 'Utrecht', limit: 0 }],
    ['limit 51', { providers: ['stores'], location: 'Utrecht', limit: 51 }],
    ['a malformed country', { providers: ['stores'], location: 'Utrecht', country: 'NLD' }],
    ['an unknown location type', { providers: ['dhl'], location: 'Berlin', locationTypes: ['locker'] }],
  ])('refuses %s with INVALID_INPUT', async (_, q) => {
    const answer = await find(q);
    expect(answer.code).toBe('INVALID_INPUT');
    expect(answer.data).toBeNull();
  });
});

describe('physicalStore and physicalStores', () => {
  const ONE = `query($reference: String!) { physicalStore(reference: $reference) { ${POINT_FIELDS} } }`;
  const MANY = `query($ids: [String!]!) { physicalStores(providerIds: $ids) { providerId reference } }`;
  afterEach(() => vi.useRealTimers());

  it('finds a store by its reference; a shared title takes street and number', async () => {
    const lijnbaan = await h.gql(ONE, { reference: 'rotterdam-centrum-lijnbaan-63' });
    expect(lijnbaan.data!.physicalStore).toMatchObject({
      providerId: 'store-rtm-01',
      title: 'Rotterdam Centrum',
      street: 'Lijnbaan',
      houseNumber: '63',
      postcode: '3012 EL',
      distance: 0,
      locationType: 'store',
      timeZone: 'Europe/Amsterdam',
    });
    expect(lijnbaan.data!.physicalStore.telephone).toMatch(/^\+31\d{9}$/);
    expect(lijnbaan.data!.physicalStore.openingDays).toHaveLength(7);
    expect((await h.gql(ONE, { reference: 'rotterdam-centrum-hoogstraat-110' })).data!.physicalStore.providerId).toBe(
      'store-rtm-02',
    );
    expect((await h.gql(ONE, { reference: 'rotterdam-centrum' })).data!.physicalStore).toBeNull();
  });

  it('lists stores in the order asked and leaves unknown ids out', async () => {
    const answer = await h.gql(MANY, { ids: ['store-par-01', 'nope', 'store-ams-01', 'store-par-01'] });
    expect(answer.data!.physicalStores).toEqual([
      { providerId: 'store-par-01', reference: 'paris-marais' },
      { providerId: 'store-ams-01', reference: 'amsterdam-kalverstraat' },
    ]);
    expect((await h.gql(MANY, { ids: Array.from({ length: 201 }, (_, i) => `id-${i}`) })).code).toBe('INVALID_INPUT');
  });

  it('shows a store closed today on a public holiday, with the reason in its language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-25T11:00:00Z'));
    const koln = (await h.gql(ONE, { reference: 'koln-schildergasse' })).data!.physicalStore;
    expect(koln.openingDayExceptions[0]).toEqual({
      date: '2026-12-25',
      day: 5,
      open: false,
      reason: '1. Weihnachtstag',
      periods: [],
    });
    const bruxelles = (await h.gql(ONE, { reference: 'bruxelles-rue-neuve' })).data!.physicalStore;
    expect(bruxelles.openingDayExceptions[0]).toMatchObject({ date: '2026-12-25', reason: 'Noël', open: false });
    // The day before: 24 December has the stores' short hours.
    expect(koln.openingDayExceptions.some((e: any) => e.date === '2026-12-24')).toBe(false);
    vi.setSystemTime(new Date('2026-12-24T08:00:00Z'));
    const before = (await h.gql(ONE, { reference: 'koln-schildergasse' })).data!.physicalStore;
    expect(before.openingDayExceptions[0]).toEqual({
      date: '2026-12-24',
      day: 4,
      open: true,
      reason: 'Heiligabend',
      periods: [{ start: '09:00', end: '14:00' }],
    });
  });

  it('seeds at least 25 stores in NL, BE, DE and FR, with coordinates', async () => {
    const rows = await h.query<{ country: string; n: number }>(
      sql`SELECT country, count(*)::int AS n FROM physical_stores WHERE lat IS NOT NULL GROUP BY country ORDER BY country`,
    );
    expect(rows.map((r) => r.country)).toEqual(['BE', 'DE', 'FR', 'NL']);
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBeGreaterThanOrEqual(25);
  });
});

describe('a database seeded before the store locator existed', () => {
  it('gains the stores’ locator data, the carrier points and the pickup methods at the next start', async () => {
    const { ensureServicePointData } = await import('../seed/service-points');
    const { getDb } = await import('../index');
    await h.query(sql`UPDATE contexts SET shipping_method_id = NULL`);
    await h.query(sql`DELETE FROM shipping_methods WHERE service_points_provider IS NOT NULL`);
    await h.query(sql`DELETE FROM carrier_points`);
    await h.query(sql`DELETE FROM physical_stores WHERE id > 5`);
    await h.query(sql`UPDATE physical_stores SET lat = NULL, lng = NULL, opening_days = '[]'::jsonb`);
    await ensureServicePointData(await getDb());
    const [row] = await h.query<{ located: number; carriers: number; pickup: number }>(sql`SELECT
      (SELECT count(*)::int FROM physical_stores WHERE lat IS NOT NULL AND jsonb_array_length(opening_days) = 7) AS located,
      (SELECT count(*)::int FROM carrier_points) AS carriers,
      (SELECT count(*)::int FROM shipping_methods WHERE service_points_provider IS NOT NULL) AS pickup`);
    expect(Number(row!.located)).toBe(30);
    expect(Number(row!.carriers)).toBeGreaterThan(300);
    // Store pickup everywhere; DHL Packstation and Paketshop (DE), PostNL (NL, BE), bpost (BE), Colissimo (FR).
    expect(Number(row!.pickup)).toBe(13);
    const [first] = await nearest({ providers: ['dhl'], location: 'Köln', limit: 1 }, 'DE');
    expect(first.city).toBe('Köln');
  });
});
