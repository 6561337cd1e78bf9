import { describe, expect, it } from 'vitest';
import {
  addDays,
  hoursOn,
  isOpenAt,
  localMoment,
  minutesOf,
  openingStatus,
  todayHours,
  upcomingExceptions,
  weekHours,
  type OpeningSchedule,
} from '@/lib/physical-stores/opening-hours';

const period = (start: string, end: string) => ({ start, end });

/** Mon–Fri with a lunch break, Saturday long, closed on Sunday. */
function schedule(timeZone: string, exceptions: OpeningSchedule['openingDayExceptions'] = []): OpeningSchedule {
  const weekday = { open: true, periods: [period('09:00', '12:30'), period('13:30', '18:00')] };
  return {
    timeZone,
    openingDays: [
      { day: 1, ...weekday },
      { day: 2, ...weekday },
      { day: 3, ...weekday },
      { day: 4, ...weekday, periods: [period('09:00', '12:30'), period('13:30', '21:00')] },
      { day: 5, ...weekday },
      { day: 6, open: true, periods: [period('10:00', '17:00')] },
      { day: 7, open: false, periods: [] },
    ],
    openingDayExceptions: exceptions,
  };
}

const at = (iso: string) => new Date(iso);

describe('localMoment: the store’s own date, weekday and time (Intl, daylight saving included)', () => {
  it.each([
    // 07:30 UTC in summer is 09:30 in every one of the four zones (CEST, UTC+2).
    ['Europe/Amsterdam', '2026-07-15T07:30:00Z', { date: '2026-07-15', day: 3, minutes: 9 * 60 + 30 }],
    ['Europe/Brussels', '2026-07-15T07:30:00Z', { date: '2026-07-15', day: 3, minutes: 9 * 60 + 30 }],
    ['Europe/Berlin', '2026-07-15T07:30:00Z', { date: '2026-07-15', day: 3, minutes: 9 * 60 + 30 }],
    ['Europe/Paris', '2026-07-15T07:30:00Z', { date: '2026-07-15', day: 3, minutes: 9 * 60 + 30 }],
    // Winter time is UTC+1.
    ['Europe/Paris', '2026-01-15T08:30:00Z', { date: '2026-01-15', day: 4, minutes: 9 * 60 + 30 }],
    // 23:30 UTC on a Saturday is already Sunday in Amsterdam.
    ['Europe/Amsterdam', '2026-07-18T23:30:00Z', { date: '2026-07-19', day: 7, minutes: 90 }],
    // The clocks go forward on 29 March 2026 at 01:00 UTC: 00:30 UTC is 01:30 CET, 01:30 UTC is 03:30 CEST.
    ['Europe/Berlin', '2026-03-29T00:30:00Z', { date: '2026-03-29', day: 7, minutes: 90 }],
    ['Europe/Berlin', '2026-03-29T01:30:00Z', { date: '2026-03-29', day: 7, minutes: 210 }],
  ])('%s at %s', (zone, iso, expected) => {
    expect(localMoment(at(iso), zone)).toEqual(expected);
  });

  it('rejects a time zone Intl does not know', () => {
    expect(() => localMoment(at('2026-07-15T07:30:00Z'), 'Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('open now (spec §2 Store locator: opening hours)', () => {
  const amsterdam = schedule('Europe/Amsterdam');

  it('is open in a period, closed over the lunch break, and open again after it', () => {
    // Wednesday 15 July 2026, local times (UTC+2).
    expect(isOpenAt(amsterdam, at('2026-07-15T06:59:00Z'))).toBe(false); // 08:59
    expect(isOpenAt(amsterdam, at('2026-07-15T07:00:00Z'))).toBe(true); // 09:00
    expect(isOpenAt(amsterdam, at('2026-07-15T10:29:00Z'))).toBe(true); // 12:29
    expect(isOpenAt(amsterdam, at('2026-07-15T10:30:00Z'))).toBe(false); // 12:30, lunch
    expect(isOpenAt(amsterdam, at('2026-07-15T11:30:00Z'))).toBe(true); // 13:30
    expect(isOpenAt(amsterdam, at('2026-07-15T16:00:00Z'))).toBe(false); // 18:00, closed
  });

  it('says until when it is open, and when it opens after the lunch break', () => {
    expect(openingStatus(amsterdam, at('2026-07-15T08:00:00Z'))).toEqual({ open: true, closesAt: '12:30' });
    expect(openingStatus(amsterdam, at('2026-07-15T10:45:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-07-15', day: 3, time: '13:30' },
    });
  });

  it('is closed all Sunday and opens on Monday', () => {
    // Sunday 19 July 2026, 12:00 local.
    const sunday = at('2026-07-19T10:00:00Z');
    expect(todayHours(amsterdam, sunday)).toMatchObject({ date: '2026-07-19', day: 7, open: false, periods: [] });
    expect(openingStatus(amsterdam, sunday)).toEqual({
      open: false,
      opensAt: { date: '2026-07-20', day: 1, time: '09:00' },
    });
  });

  it('computes the same instant for each store in its own zone', () => {
    // 16:30 UTC on a winter Thursday: 17:30 in Brussels (open until 21:00 on Thursdays).
    const instant = at('2026-01-15T16:30:00Z');
    expect(openingStatus(schedule('Europe/Brussels'), instant)).toEqual({ open: true, closesAt: '21:00' });
    // The same schedule in New York: 11:30, open until the lunch break.
    expect(openingStatus(schedule('America/New_York'), instant)).toEqual({ open: true, closesAt: '12:30' });
  });

  it('keeps a period ending at 24:00 open until midnight', () => {
    const lateNight: OpeningSchedule = {
      timeZone: 'Europe/Paris',
      openingDays: [{ day: 5, open: true, periods: [period('18:00', '24:00')] }],
      openingDayExceptions: [],
    };
    // Friday 17 July 2026, 23:59 in Paris (21:59 UTC).
    expect(openingStatus(lateNight, at('2026-07-17T21:59:00Z'))).toEqual({ open: true, closesAt: '24:00' });
    // Saturday 00:00: closed, and open again next Friday.
    expect(openingStatus(lateNight, at('2026-07-17T22:00:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-07-24', day: 5, time: '18:00' },
    });
  });

  it('joins periods that touch into one opening', () => {
    const split: OpeningSchedule = {
      timeZone: 'Europe/Berlin',
      openingDays: [{ day: 3, open: true, periods: [period('14:00', '20:00'), period('10:00', '14:00')] }],
      openingDayExceptions: [],
    };
    expect(openingStatus(split, at('2026-07-15T09:00:00Z'))).toEqual({ open: true, closesAt: '20:00' });
  });

  it('answers closed with no next opening for a store that never opens', () => {
    const never: OpeningSchedule = { timeZone: 'Europe/Berlin', openingDays: [], openingDayExceptions: [] };
    expect(openingStatus(never, at('2026-07-15T09:00:00Z'))).toEqual({ open: false, opensAt: null });
  });
});

describe('exceptions (holidays, late openings)', () => {
  const christmas = {
    date: '2026-12-25',
    day: 5,
    open: false,
    reason: 'Eerste Kerstdag',
    periods: [],
  };
  const lateOpening = {
    date: '2026-12-24',
    day: 4,
    open: true,
    reason: 'Kerstavond',
    periods: [period('09:00', '16:00')],
  };
  const berlin = schedule('Europe/Berlin', [christmas, lateOpening]);

  it('closes a store on a holiday today, saying why', () => {
    const holiday = at('2026-12-25T10:00:00Z'); // Friday 11:00 in Berlin, normally open
    expect(todayHours(berlin, holiday)).toEqual({
      date: '2026-12-25',
      day: 5,
      open: false,
      periods: [],
      exception: true,
      reason: 'Eerste Kerstdag',
    });
    expect(isOpenAt(berlin, holiday)).toBe(false);
    // Saturday is a regular day again.
    expect(openingStatus(berlin, holiday)).toEqual({
      open: false,
      opensAt: { date: '2026-12-26', day: 6, time: '10:00' },
    });
  });

  it('uses an exception’s own hours on its date', () => {
    expect(hoursOn(berlin, '2026-12-24', 4)).toMatchObject({ open: true, periods: [period('09:00', '16:00')] });
    expect(openingStatus(berlin, at('2026-12-24T14:00:00Z'))).toEqual({ open: true, closesAt: '16:00' });
  });

  it('treats an exception marked open without periods as closed', () => {
    const odd = schedule('Europe/Paris', [{ ...christmas, open: true }]);
    expect(hoursOn(odd, '2026-12-25', 5).open).toBe(false);
  });

  it('lists the exceptions from the store’s today on, in date order, leaving past ones out', () => {
    const past = { ...christmas, date: '2026-12-20', day: 7 };
    const far = { ...christmas, date: '2027-03-01', day: 1 };
    const store = schedule('Europe/Paris', [christmas, far, past, lateOpening]);
    // 23:30 UTC on 23 December is already 24 December in Paris.
    const upcoming = upcomingExceptions(store, at('2026-12-23T23:30:00Z'));
    expect(upcoming.map((exception) => exception.date)).toEqual(['2026-12-24', '2026-12-25']);
    expect(upcomingExceptions(store, at('2026-12-23T23:30:00Z'), { limit: 1 })).toHaveLength(1);
  });
});

describe('week and calendar helpers', () => {
  it('gives the week from Monday, every day once, a missing day closed', () => {
    const partial: OpeningSchedule = {
      timeZone: 'Europe/Amsterdam',
      openingDays: [{ day: 6, open: true, periods: [period('10:00', '17:00')] }],
      openingDayExceptions: [],
    };
    const week = weekHours(partial);
    expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.filter((day) => day.open).map((day) => day.day)).toEqual([6]);
    expect(weekHours(partial, 7).map((day) => day.day)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('sorts periods and drops malformed ones', () => {
    const messy: OpeningSchedule = {
      timeZone: 'Europe/Amsterdam',
      openingDays: [
        { day: 1, open: true, periods: [period('13:00', '17:00'), period('9:00', '12:00'), period('18:00', '17:00')] },
      ],
      openingDayExceptions: [],
    };
    expect(weekHours(messy)[0]!.periods).toEqual([period('13:00', '17:00')]);
  });

  it('reads times and adds days across month and year ends', () => {
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:30')).toBeNaN();
    expect(minutesOf('12:60')).toBeNaN();
    expect(addDays('2026-12-31', 1)).toEqual({ date: '2027-01-01', day: 5 });
    expect(addDays('2026-02-28', 1)).toEqual({ date: '2026-03-01', day: 7 });
  });
});
