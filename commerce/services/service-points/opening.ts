/**
 * Whether a point is open at an instant (spec §3 'Service point' openingDays and
 * openingDayExceptions). Pure: no database, no clock of its own, no library but Intl, so the
 * storefront can mirror it for an 'open now' label. Times are local to the point's IANA time zone;
 * a period's end of 24:00 is midnight, and a period ends exclusively (open 10:00–18:00 is closed at 18:00).
 */
import type { OpeningDay, OpeningDayException, OpeningPeriod } from './types';

/** IANA time zone of each country a point can be in. */
export const TIME_ZONES: Readonly<Record<string, string>> = {
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  LU: 'Europe/Luxembourg',
  AT: 'Europe/Vienna',
};

/** The time zone of a country (ISO alpha-2); Europe/Amsterdam for one the shop does not know. */
export function timeZoneOf(country: string): string {
  return TIME_ZONES[country] ?? 'Europe/Amsterdam';
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The local calendar date (YYYY-MM-DD), weekday (1 Monday … 7 Sunday) and minute of the day at `instant`. */
export function localTime(instant: Date, timeZone: string): { date: string; day: number; minutes: number } {
  const part = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${part.year}-${part.month}-${part.day}`;
  return { date, day: weekdayOf(date), minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** Weekday of an ISO date: 1 (Monday) to 7 (Sunday). */
export function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minutes since midnight of HH:MM (24:00 → 1440); NaN when malformed. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The periods a point keeps on a local date: the date's exception when there is one, else its weekday's. */
export function periodsOn(
  date: string,
  openingDays: readonly OpeningDay[],
  exceptions: readonly OpeningDayException[] = [],
): OpeningPeriod[] {
  const exception = exceptions.find((e) => e.date === date);
  if (exception) return exception.open ? exception.periods : [];
  const regular = openingDays.find((d) => d.day === weekdayOf(date));
  return regular?.open ? regular.periods : [];
}

/** Whether `point` is open at `instant`: its local time falls in one of that local date's periods. */
export function isOpenAt(
  point: {
    openingDays: readonly OpeningDay[];
    openingDayExceptions?: readonly OpeningDayException[];
    timeZone: string;
  },
  instant: Date,
): boolean {
  const { date, minutes } = localTime(instant, point.timeZone);
  return periodsOn(date, point.openingDays, point.openingDayExceptions).some(
    (period) => minutes >= minutesOf(period.start) && minutes < minutesOf(period.end),
  );
}

/**
 * The local date on which an order placed at `instant` is ready for pickup when the store has every
 * item: `leadMinutes` (default 120) after the order or after the store opens, whichever is later,
 * within the same opening period; otherwise the next date with an opening period at least that long.
 * Searches `horizonDays` (default 14) dates; null when the store opens on none of them.
 */
export function readyForPickupDate(
  point: {
    openingDays: readonly OpeningDay[];
    openingDayExceptions?: readonly OpeningDayException[];
    timeZone: string;
  },
  instant: Date,
  leadMinutes = 120,
  horizonDays = 14,
): string | null {
  const local = localTime(instant, point.timeZone);
  for (let offset = 0; offset < horizonDays; offset++) {
    const date = offset === 0 ? local.date : shiftDate(local.date, offset);
    const from = offset === 0 ? local.minutes : 0;
    const periods = periodsOn(date, point.openingDays, point.openingDayExceptions);
    if (periods.some((p) => Math.max(from, minutesOf(p.start)) + leadMinutes <= minutesOf(p.end))) return date;
  }
  return null;
}

function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
