/**
 * Opening-day exceptions of a point for the next days (spec §3 'Service point'
 * openingDayExceptions): the public holidays of its country (and region), computed with
 * date-holidays, as closed days named in the point's language, and its recurring special openings.
 * Computed at read time from `now`, so they move with the calendar.
 */
import Holidays from 'date-holidays';
import type { OpeningDayRow, SpecialOpeningRow } from '../../db/schema';
import { localTime, weekdayOf } from './opening';
import type { OpeningDayException } from './types';

/** How far ahead exceptions are listed, in days (the contract's 'next 60 days'). */
export const EXCEPTION_DAYS = 60;

export interface ExceptionSource {
  country: string;
  /** date-holidays subdivision (e.g. NW, BY, 67); null for the national holidays only. */
  holidayRegion: string | null;
  /** Language of the reasons: nl | fr | de | en. */
  language: string;
  timeZone: string;
  openingDays: readonly OpeningDayRow[];
  specialOpenings: readonly SpecialOpeningRow[];
  /** Whether holidays close the point (a parcel locker stays open). */
  closesOnHolidays: boolean;
}

const holidayCache = new Map<string, Map<string, string>>();

/** Public holidays of a country (and region) in a year: date → name in `language`. */
function holidaysOf(country: string, region: string | null, language: string, year: number): Map<string, string> {
  const key = `${country}|${region ?? ''}|${language}|${year}`;
  let out = holidayCache.get(key);
  if (!out) {
    const calendar = region
      ? new Holidays(country, region, { languages: [language], types: ['public'] })
      : new Holidays(country, { languages: [language], types: ['public'] });
    out = new Map();
    for (const holiday of calendar.getHolidays(year) || []) {
      if (holiday.type !== 'public') continue;
      const date = holiday.date.slice(0, 10);
      if (!out.has(date)) out.set(date, holiday.name);
    }
    holidayCache.set(key, out);
  }
  return out;
}

/** ISO date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a recurring special opening falls on a date. */
function specialFallsOn(special: SpecialOpeningRow, date: string): boolean {
  if (special.monthDay) return date.slice(5) === special.monthDay;
  if (special.nth && special.weekday) {
    const dayOfMonth = Number(date.slice(8));
    return weekdayOf(date) === special.weekday && Math.ceil(dayOfMonth / 7) === special.nth;
  }
  return false;
}

/**
 * The exceptions of the EXCEPTION_DAYS local days from `now`'s local date on, in date order. A
 * holiday closes the point (unless `closesOnHolidays` is false) and wins over a special opening; a
 * holiday on a day the point is closed anyway is left out.
 */
export function openingDayExceptions(source: ExceptionSource, now: Date = new Date()): OpeningDayException[] {
  const start = localTime(now, source.timeZone).date;
  const out: OpeningDayException[] = [];
  for (let offset = 0; offset < EXCEPTION_DAYS; offset++) {
    const date = addDays(start, offset);
    const day = weekdayOf(date);
    const regular = source.openingDays.find((d) => d.day === day);
    const holiday = source.closesOnHolidays
      ? holidaysOf(source.country, source.holidayRegion, source.language, Number(date.slice(0, 4))).get(date)
      : undefined;
    if (holiday) {
      if (regular?.open) out.push({ date, day, open: false, reason: holiday, periods: [] });
      continue;
    }
    const special = source.specialOpenings.find((s) => specialFallsOn(s, date));
    if (special)
      out.push({ date, day, open: special.open, reason: special.reason, periods: special.open ? special.periods : [] });
  }
  return out;
}
