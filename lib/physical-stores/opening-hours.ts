/**
 * Opening hours of a physical store at an instant (spec §2 'Store locator: … opening hours'; §3
 * Service point openingDays, openingDayExceptions, timeZone). Pure and free of any store reference:
 * the locator's results, the store page and 'My stores' compute 'today' and 'open now' with these
 * in the browser, never in a cached page (docs/decisions/0024-store-locator-routes-and-caching.md).
 *
 * Times are the store's local wall-clock times `HH:MM` (an end of `24:00` is midnight); days are ISO
 * weekdays, 1 (Monday) to 7 (Sunday); dates are local `YYYY-MM-DD`. The store's IANA time zone
 * decides what 'now' is there, through Intl (daylight saving time included).
 */

/** A period the store is open, local `HH:MM` (end after start; `24:00` is midnight). */
export interface OpeningPeriod {
  start: string;
  end: string;
}

/** A weekday's regular opening (day 1 = Monday … 7 = Sunday). */
export interface OpeningDay {
  day: number;
  open: boolean;
  periods: readonly OpeningPeriod[];
}

/** A date with other hours than its weekday's: a holiday (closed) or a late opening. */
export interface OpeningDayException extends OpeningDay {
  /** Local date `YYYY-MM-DD`. */
  date: string;
  reason?: string | null;
}

/** What the helpers need of a store: its weekly hours, exceptions and time zone. */
export interface OpeningSchedule {
  /** IANA time zone of the store (`Europe/Amsterdam`). */
  timeZone: string;
  openingDays: readonly OpeningDay[];
  openingDayExceptions: readonly OpeningDayException[];
}

/** The hours that hold on one local date: the weekday's, or the date's exception. */
export interface DayHours {
  date: string;
  day: number;
  /** Open at all that day (false also when no period is given). */
  open: boolean;
  periods: readonly OpeningPeriod[];
  /** Whether an exception (holiday, late opening) replaces the weekday's hours. */
  exception: boolean;
  /** The exception's reason (`Eerste Kerstdag`), if it gave one. */
  reason: string | null;
}

/** A local moment: date `YYYY-MM-DD`, ISO weekday and minutes since local midnight (0–1439). */
export interface LocalMoment {
  date: string;
  day: number;
  minutes: number;
}

/** Whether the store is open at an instant and until when, or when it opens next. */
export type OpeningStatus =
  { open: true; closesAt: string } | { open: false; opensAt: { date: string; day: number; time: string } | null };

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const MINUTES_PER_DAY = 24 * 60;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs far more than formatting with it. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The local date, weekday and time of `instant` in `timeZone`.
 *
 * @throws RangeError for a time zone Intl does not know
 */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS[parts.weekday!] ?? 1,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** Minutes since midnight of a local `HH:MM` (`24:00` → 1440); NaN for anything else. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= MINUTES_PER_DAY && Number(match[2]) < 60 ? minutes : Number.NaN;
}

/** `date` (`YYYY-MM-DD`) plus `days` calendar days, with its weekday. */
export function addDays(date: string, days: number): { date: string; day: number } {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year!, month! - 1, dayOfMonth! + days));
  return { date: next.toISOString().slice(0, 10), day: ((next.getUTCDay() + 6) % 7) + 1 };
}

/** The periods that really open: well-formed, end after start, in time order. */
function validPeriods(periods: readonly OpeningPeriod[]): OpeningPeriod[] {
  return periods
    .filter(({ start, end }) => minutesOf(start) < minutesOf(end))
    .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
}

/** The hours of the local date `date` (weekday `day`): its exception when there is one, else the weekday's. */
export function hoursOn(schedule: OpeningSchedule, date: string, day: number): DayHours {
  const exception = schedule.openingDayExceptions.find((candidate) => candidate.date === date);
  const source = exception ?? schedule.openingDays.find((candidate) => candidate.day === day);
  const periods = source?.open ? validPeriods(source.periods) : [];
  return {
    date,
    day,
    open: periods.length > 0,
    periods,
    exception: Boolean(exception),
    reason: exception?.reason ?? null,
  };
}

/** The hours of the store's own 'today' at `instant`. */
export function todayHours(schedule: OpeningSchedule, instant: Date): DayHours {
  const now = localMoment(instant, schedule.timeZone);
  return hoursOn(schedule, now.date, now.day);
}

/** Whether the store is open at `instant` (a period holds its start minute, not its end minute). */
export function isOpenAt(schedule: OpeningSchedule, instant: Date): boolean {
  return openingStatus(schedule, instant).open;
}

/**
 * Open now and until when (the end of the running period), or closed and when it opens next
 * within the coming week (null when it does not). Periods that touch (`12:00–12:00` gaps) count
 * as one opening.
 */
export function openingStatus(schedule: OpeningSchedule, instant: Date): OpeningStatus {
  const now = localMoment(instant, schedule.timeZone);
  const today = hoursOn(schedule, now.date, now.day);
  const running = today.periods.findIndex(
    ({ start, end }) => minutesOf(start) <= now.minutes && now.minutes < minutesOf(end),
  );
  if (running >= 0) {
    let closes = today.periods[running]!.end;
    for (const next of today.periods.slice(running + 1)) {
      if (minutesOf(next.start) > minutesOf(closes)) break;
      closes = next.end;
    }
    return { open: true, closesAt: closes };
  }
  const later = today.periods.find(({ start }) => minutesOf(start) > now.minutes);
  if (later) return { open: false, opensAt: { date: now.date, day: now.day, time: later.start } };
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = addDays(now.date, offset);
    const hours = hoursOn(schedule, next.date, next.day);
    if (hours.open) return { open: false, opensAt: { ...next, time: hours.periods[0]!.start } };
  }
  return { open: false, opensAt: null };
}

/**
 * The week's regular hours in display order: from `firstDay` (1 Monday, as in nl, fr and de; 7
 * Sunday) on, every weekday once; a day the store does not list is closed.
 */
export function weekHours(schedule: OpeningSchedule, firstDay = 1): OpeningDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = ((firstDay - 1 + index) % 7) + 1;
    const source = schedule.openingDays.find((candidate) => candidate.day === day);
    const periods = source?.open ? validPeriods(source.periods) : [];
    return { day, open: periods.length > 0, periods };
  });
}

/**
 * The exceptions from the store's 'today' at `instant` on, for the next `days` days (60: what the
 * back end sends), in date order, at most `limit`.
 */
export function upcomingExceptions(
  schedule: OpeningSchedule,
  instant: Date,
  { days = 60, limit = 10 }: { days?: number; limit?: number } = {},
): OpeningDayException[] {
  const { date: today } = localMoment(instant, schedule.timeZone);
  const last = addDays(today, days).date;
  return schedule.openingDayExceptions
    .filter(({ date }) => date >= today && date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/** Whole days from local date `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}
