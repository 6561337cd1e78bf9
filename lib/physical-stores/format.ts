/**
 * Display formats of physical stores in a storefront's locale (spec §2 'Store locator'; §3 Service
 * point; docs/architecture.md 'Storefronts': each storefront its own number and date formats):
 * distance, times and periods, day names and dates, address lines, the directions link. Pure, Intl
 * only: used on the server and in the browser alike.
 */
import { formatDate as formatDateIn } from '@/lib/format';
import type { OpeningPeriod } from './opening-hours';

/** The address fields of a store (§3 Service point). */
export interface StoreAddress {
  street: string;
  houseNumber: string;
  houseNumberAddition?: string | null;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Countries that write the house number before the street (`12 rue de Rivoli`). */
const NUMBER_FIRST = new Set(['FR']);

/** A Monday at midnight UTC: the base of day names and times. */
const MONDAY_UTC = Date.UTC(2024, 0, 1);

/**
 * A distance in metres as kilometres in `locale` (`1,2 km`; one decimal below 10 km, whole
 * kilometres from there).
 */
export function formatDistance(metres: number, locale: string): string {
  const km = Math.max(0, metres) / 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/** Whether `locale` writes times on a 24-hour clock. */
function uses24Hours(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24';
}

/**
 * A local `HH:MM` in `locale` (`09:00`, `9:00 AM`); `24:00` (midnight at the end of a period)
 * stays `24:00` on a 24-hour clock. Anything malformed is returned as it is.
 */
export function formatTime(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours === 24 && uses24Hours(locale)) return '24:00';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    MONDAY_UTC + ((hours % 24) * 60 + minutes) * 60_000,
  );
}

/** Opening periods as `09:00–12:30, 13:30–18:00` in `locale`. */
export function formatPeriods(periods: readonly OpeningPeriod[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    periods.map(({ start, end }) => `${formatTime(start, locale)}–${formatTime(end, locale)}`),
  );
}

/** The name of ISO weekday `day` (1 Monday … 7 Sunday) in `locale` (`maandag`, `Montag`). */
export function dayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    MONDAY_UTC + (day - 1) * 24 * 60 * 60 * 1000,
  );
}

/** The first day of the week in `locale` (1 Monday in nl, fr, de; 7 Sunday in en-US); Monday when Intl cannot say. */
export function firstDayOfWeek(locale: string): number {
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & {
    weekInfo?: { firstDay: number };
    getWeekInfo?: () => { firstDay: number };
  };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  return info?.firstDay && info.firstDay >= 1 && info.firstDay <= 7 ? info.firstDay : 1;
}

/** A local date `YYYY-MM-DD` with its weekday in `locale` (`donderdag 25 december`, `jeudi 1er janvier`). */
export function formatDate(date: string, locale: string): string {
  return formatDateIn(Date.parse(`${date}T00:00:00Z`), locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** The name of country `code` (ISO 3166-1 alpha-2) in `locale` (`Duitsland`); the code when Intl has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A store's address as display lines: street and number (the number first in France), postcode
 * and city, and the country's name in `locale` when `withCountry`.
 */
export function addressLines(address: StoreAddress, locale: string, withCountry = true): string[] {
  const number = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  const street = NUMBER_FIRST.has(address.country.toUpperCase())
    ? `${number} ${address.street}`
    : `${address.street} ${number}`;
  return [
    street.trim(),
    `${address.postcode} ${address.city}`.trim(),
    ...(withCountry ? [countryName(address.country, locale)] : []),
  ];
}

/**
 * OpenStreetMap's route planner with the store's coordinates as destination (the shopper enters
 * the start there). Coordinates are rounded to 6 decimals (about 10 cm).
 */
export function directionsUrl(lat: number, lng: number): string {
  const [latitude, longitude] = [lat.toFixed(6), lng.toFixed(6)];
  return `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}#map=17/${latitude}/${longitude}`;
}
