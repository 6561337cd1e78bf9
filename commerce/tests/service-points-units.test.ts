/**
 * The pure parts of the store locator (spec §2, §3 'Service point'): the reference rule, 'open at an
 * instant' in each country's time zone, holidays and special openings as exceptions, and the zip
 * code parser. No database.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingDayExceptions, type ExceptionSource } from '../services/service-points/exceptions';
import { isOpenAt, localTime, readyForPickupDate, timeZoneOf } from '../services/service-points/opening';
import { storeReferences } from '../services/service-points/reference';
import { geocodeZip, parseZip } from '../services/service-points/geocode';
import { PHYSICAL_STORES } from '../seed/physical-stores';
import type { OpeningDay } from '../services/service-points/types';

const day = (d: number, ...periods: [string, string][]): OpeningDay => ({
  day: d,
  open: periods.length > 0,
  periods: periods.map(([start, end]) => ({ start, end })),
});
/** Mon–Sat 10–18, Sunday closed. */
const WEEK: OpeningDay[] = [1, 2, 3, 4, 5, 6].map((d) => day(d, ['10:00', '18:00'])).concat(day(7));

describe('the store reference (spec §2)', () => {
  const store = (providerId: string, title: string, street: string, houseNumber: string) => ({
    providerId,
    title,
    street,
    houseNumber,
  });

  it('is the slug of the title, or of title, street and number when the title is shared', () => {
    const references = storeReferences([
      store('a', 'Rotterdam Centrum', 'Lijnbaan', '63'),
      store('b', 'Rotterdam  centrum', 'Hoogstraat', '110'),
      store('c', 'Köln Schildergasse', 'Schildergasse', '31'),
    ]);
    expect(Object.fromEntries(references)).toEqual({
      a: 'rotterdam-centrum-lijnbaan-63',
      b: 'rotterdam-centrum-hoogstraat-110',
      c: 'koln-schildergasse',
    });
  });

  it('stays unique when title, street and number are all shared', () => {
    const references = storeReferences([store('x-1', 'Outlet', 'Markt', '1'), store('x-2', 'Outlet', 'Markt', '1')]);
    expect(new Set(references.values()).size).toBe(2);
  });

  it('gives the seeded stores unique references, the duplicated title with street and number', () => {
    const references = storeReferences(PHYSICAL_STORES);
    expect(new Set(references.values()).size).toBe(PHYSICAL_STORES.length);
    expect(references.get('store-rtm-01')).toBe('rotterdam-centrum-lijnbaan-63');
    expect(references.get('store-ams-01')).toBe('amsterdam-kalverstraat');
    expect(PHYSICAL_STORES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(PHYSICAL_STORES.map((s) => s.country))).toEqual(new Set(['NL', 'BE', 'DE', 'FR']));
  });
});

describe('open at an instant, in the point’s own time zone', () => {
  it('maps each country to its zone', () => {
    expect(['NL', 'BE', 'DE', 'FR'].map(timeZoneOf)).toEqual([
      'Europe/Amsterdam',
      'Europe/Brussels',
      'Europe/Berlin',
      'Europe/Paris',
    ]);
  });

  it.each([
    // Winter (UTC+1): 09:30 UTC is 10:30 local → open; 17:30 UTC is 18:30 local → closed.
    ['Europe/Amsterdam', '2026-12-02T09:30:00Z', true],
    ['Europe/Brussels', '2026-12-02T17:30:00Z', false],
    // Summer (UTC+2): 08:30 UTC is 10:30 local → open; 07:30 UTC is 09:30 → not yet.
    ['Europe/Berlin', '2026-07-01T08:30:00Z', true],
    ['Europe/Paris', '2026-07-01T07:30:00Z', false],
    // 16:59 local is open, 18:00 local is closed (the end is exclusive).
    ['Europe/Paris', '2026-07-01T15:59:00Z', true],
    ['Europe/Berlin', '2026-07-01T16:00:00Z', false],
  ])('%s at %s: open %s', (timeZone, instant, open) => {
    expect(isOpenAt({ openingDays: WEEK, timeZone }, new Date(instant))).toBe(open);
  });

  it('reads the local date across midnight: Saturday 23:30 UTC is Sunday in Berlin, closed', () => {
    const late = new Date('2026-12-05T23:30:00Z');
    expect(localTime(late, 'Europe/Berlin')).toEqual({ date: '2026-12-06', day: 7, minutes: 30 });
    const lateHours = WEEK.map((d) => (d.day === 6 ? day(6, ['10:00', '24:00']) : d));
    expect(isOpenAt({ openingDays: lateHours, timeZone: 'Europe/Berlin' }, late)).toBe(false);
    expect(isOpenAt({ openingDays: lateHours, timeZone: 'Europe/Berlin' }, new Date('2026-12-05T22:30:00Z'))).toBe(
      true,
    );
  });

  it('is closed over a lunch break between two periods', () => {
    const liege = PHYSICAL_STORES.find((s) => s.providerId === 'store-lie-01')!;
    const point = { openingDays: liege.openingDays, timeZone: 'Europe/Brussels' };
    // Tuesday 2026-12-01: 12:00, 13:00 and 14:00 in Brussels (UTC+1).
    expect(isOpenAt(point, new Date('2026-12-01T11:00:00Z'))).toBe(true);
    expect(isOpenAt(point, new Date('2026-12-01T12:00:00Z'))).toBe(false);
    expect(isOpenAt(point, new Date('2026-12-01T13:00:00Z'))).toBe(true);
    // Monday morning closed, Monday afternoon open.
    expect(isOpenAt(point, new Date('2026-11-30T10:00:00Z'))).toBe(false);
    expect(isOpenAt(point, new Date('2026-11-30T14:00:00Z'))).toBe(true);
  });

  it('is closed on Sunday where the week says so, open where it does not', () => {
    const sunday = new Date('2026-12-06T13:00:00Z');
    const utrecht = PHYSICAL_STORES.find((s) => s.providerId === 'store-utr-01')!;
    const amsterdam = PHYSICAL_STORES.find((s) => s.providerId === 'store-ams-01')!;
    expect(isOpenAt({ openingDays: utrecht.openingDays, timeZone: 'Europe/Amsterdam' }, sunday)).toBe(false);
    expect(isOpenAt({ openingDays: amsterdam.openingDays, timeZone: 'Europe/Amsterdam' }, sunday)).toBe(true);
  });

  it('lets an exception win over the weekday', () => {
    const exception = { date: '2026-12-02', day: 3, open: false, reason: 'Inventaris', periods: [] };
    const point = { openingDays: WEEK, openingDayExceptions: [exception], timeZone: 'Europe/Amsterdam' };
    expect(isOpenAt(point, new Date('2026-12-02T11:00:00Z'))).toBe(false);
  });

  it('is ready for pickup two hours after the order within the opening, else the next opening', () => {
    const point = { openingDays: WEEK, timeZone: 'Europe/Amsterdam' };
    expect(readyForPickupDate(point, new Date('2026-12-02T09:00:00Z'))).toBe('2026-12-02');
    // 16:30 local: 18:30 is after closing → Thursday.
    expect(readyForPickupDate(point, new Date('2026-12-02T15:30:00Z'))).toBe('2026-12-03');
    // Saturday evening → Monday (closed on Sunday).
    expect(readyForPickupDate(point, new Date('2026-12-05T17:00:00Z'))).toBe('2026-12-07');
  });
});

describe('opening-day exceptions for the next 60 days', () => {
  afterEach(() => vi.useRealTimers());
  const source = (country: string, language: string, extra: Partial<ExceptionSource> = {}): ExceptionSource => ({
    country,
    holidayRegion: null,
    language,
    timeZone: timeZoneOf(country),
    openingDays: WEEK,
    specialOpenings: [],
    closesOnHolidays: true,
    ...extra,
  });

  it('closes a store on Christmas, named in its language, and it is closed “today”', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-25T10:00:00Z'));
    const exceptions = openingDayExceptions(source('DE', 'de'));
    expect(exceptions[0]).toEqual({ date: '2026-12-25', day: 5, open: false, reason: '1. Weihnachtstag', periods: [] });
    expect(
      isOpenAt({ openingDays: WEEK, openingDayExceptions: exceptions, timeZone: 'Europe/Berlin' }, new Date()),
    ).toBe(false);
    expect(isOpenAt({ openingDays: WEEK, timeZone: 'Europe/Berlin' }, new Date())).toBe(true);
  });

  it('names holidays per country and language, and lists only the next 60 days', () => {
    const now = new Date('2026-12-20T10:00:00Z');
    const reasons = (s: ExceptionSource) => openingDayExceptions(s, now).map((e) => `${e.date} ${e.reason}`);
    expect(reasons(source('NL', 'nl'))).toEqual([
      '2026-12-25 Kerstmis',
      '2026-12-26 Tweede kerstdag',
      '2027-01-01 Nieuwjaar',
    ]);
    expect(reasons(source('BE', 'fr'))).toEqual(['2026-12-25 Noël', '2027-01-01 Nouvel An']);
    expect(reasons(source('FR', 'fr'))).toEqual(['2026-12-25 Noël', '2027-01-01 Nouvel An']);
    // Alsace (67) also keeps 26 December.
    expect(reasons(source('FR', 'fr', { holidayRegion: '67' }))).toContain('2026-12-26 Lendemain de Noël');
    // Epiphany in Bavaria; 60 days from 20 December end on 17 February.
    const bavaria = reasons(source('DE', 'de', { holidayRegion: 'BY' }));
    expect(bavaria).toContain('2027-01-06 Heilige Drei Könige');
    expect(openingDayExceptions(source('DE', 'de'), now).every((e) => e.date <= '2027-02-17')).toBe(true);
  });

  it('skips a holiday on a day the store is closed anyway, and keeps a locker open', () => {
    // Easter Sunday (2027-03-28) and Whit Sunday (05-16): the store is closed on Sundays anyway.
    const easter = openingDayExceptions(source('NL', 'nl'), new Date('2027-03-20T10:00:00Z'));
    expect(easter.map((e) => e.date)).toEqual(['2027-03-29', '2027-04-27', '2027-05-06', '2027-05-17']);
    expect(
      openingDayExceptions(source('DE', 'de', { closesOnHolidays: false }), new Date('2026-12-20T10:00:00Z')),
    ).toEqual([]);
  });

  it('turns recurring special openings into dated exceptions, a holiday winning over them', () => {
    const store = PHYSICAL_STORES.find((s) => s.providerId === 'store-utr-01')!;
    const exceptions = openingDayExceptions(
      source('NL', 'nl', { specialOpenings: store.specialOpenings, openingDays: store.openingDays }),
      new Date('2026-11-27T10:00:00Z'),
    );
    const byDate = Object.fromEntries(exceptions.map((e) => [e.date, e]));
    expect(byDate['2026-12-06']).toMatchObject({
      open: true,
      reason: 'Koopzondag',
      periods: [{ start: '12:00', end: '17:00' }],
    });
    expect(byDate['2026-12-24']).toMatchObject({
      open: true,
      reason: 'Kerstavond',
      periods: [{ start: '10:00', end: '17:00' }],
    });
    expect(byDate['2027-01-03']).toMatchObject({ reason: 'Koopzondag' });
    expect(exceptions.every((e) => e.date >= '2026-11-27' && e.date < '2027-01-26')).toBe(true);
  });
});

describe('zip codes', () => {
  it('knows each country’s format', () => {
    expect(parseZip('1012 AB')).toEqual({ code: '1012AB', countries: ['NL'] });
    expect(parseZip('1012ab')).toEqual({ code: '1012AB', countries: ['NL'] });
    expect(parseZip('2000')).toEqual({ code: '2000', countries: ['NL', 'BE', 'LU', 'AT'] });
    expect(parseZip('50667')).toEqual({ code: '50667', countries: ['DE', 'FR'] });
    expect(parseZip('D-50667')).toEqual({ code: '50667', countries: ['DE'] });
    expect(parseZip('F 75003')).toEqual({ code: '75003', countries: ['FR'] });
    expect(parseZip('123')).toBeNull();
    expect(parseZip('Köln')).toBeNull();
  });

  it('takes the longest common prefix, then the nearest number, in the preferred country first', () => {
    const known = [
      { postcode: '1012 PK', country: 'NL', lat: 52.37, lng: 4.89 },
      { postcode: '1072 LM', country: 'NL', lat: 52.355, lng: 4.89 },
      { postcode: '2011 SR', country: 'NL', lat: 52.38, lng: 4.63 },
      { postcode: '2000', country: 'BE', lat: 51.22, lng: 4.4 },
      { postcode: '50667', country: 'DE', lat: 50.94, lng: 6.95 },
      { postcode: '75003', country: 'FR', lat: 48.86, lng: 2.36 },
    ];
    expect(geocodeZip('1011 AA', ['NL'], known)).toEqual({ lat: 52.37, lng: 4.89, country: 'NL' });
    expect(geocodeZip('1075', ['NL'], known)).toEqual({ lat: 52.355, lng: 4.89, country: 'NL' });
    // 2000 in a Belgian storefront is Antwerp, in a Dutch one Haarlem's region.
    expect(geocodeZip('2000', ['BE'], known)?.country).toBe('BE');
    expect(geocodeZip('2000', ['NL'], known)?.country).toBe('NL');
    // Five digits: DE and FR by prefix whatever the preference.
    expect(geocodeZip('50668', ['NL'], known)?.country).toBe('DE');
    expect(geocodeZip('75011', ['DE'], known)?.country).toBe('FR');
    expect(geocodeZip('30001', ['DE'], known)).toBeNull();
  });
});
