/**
 * A store's opening hours as display rows (spec §2 'Store locator: … opening hours'): the week and
 * the exceptions, written in the storefront's locale. Pure and free of the clock: built on the
 * server (or in the browser where the list is rendered there); which row is 'today' is decided in
 * the browser (`StoreWeekHours`).
 */
import { dayName, firstDayOfWeek, formatDate, formatPeriods } from './format';
import { hoursOn, weekHours, type OpeningSchedule } from './opening-hours';

/** One weekday of the week's table. */
export interface WeekRow {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  day: number;
  /** The day's name (`maandag`). */
  name: string;
  /** The periods (`09:00–12:30, 13:30–18:00`) or the closed label. */
  hours: string;
  open: boolean;
}

/** One exception (holiday, late opening) of the list below the week. */
export interface ExceptionRow {
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** The date with its weekday (`vrijdag 25 december`). */
  label: string;
  /** The periods, or the closed label. */
  hours: string;
  open: boolean;
  reason: string | null;
}

/** The week's regular hours in `locale`, from the locale's first weekday (Monday in nl, fr, de). */
export function weekRows(schedule: OpeningSchedule, locale: string, closedLabel: string): WeekRow[] {
  return weekHours(schedule, firstDayOfWeek(locale)).map(({ day, open, periods }) => ({
    day,
    name: dayName(day, locale),
    hours: open ? formatPeriods(periods, locale) : closedLabel,
    open,
  }));
}

/** Every exception the store has, in date order, written in `locale` (the browser leaves out past ones). */
export function exceptionRows(schedule: OpeningSchedule, locale: string, closedLabel: string): ExceptionRow[] {
  return [...schedule.openingDayExceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((exception) => {
      const hours = hoursOn(schedule, exception.date, exception.day);
      return {
        date: exception.date,
        label: formatDate(exception.date, locale),
        hours: hours.open ? formatPeriods(hours.periods, locale) : closedLabel,
        open: hours.open,
        reason: exception.reason ?? null,
      };
    });
}
