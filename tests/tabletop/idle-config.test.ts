import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTDOWN_SECONDS, DEFAULT_IDLE_SECONDS, tabletopIdleConfig } from '@/lib/tabletop/idle-config';

const idle = (value: string | undefined) => tabletopIdleConfig({ TABLETOP_IDLE_SECONDS: value }).idleSeconds;
const countdown = (value: string | undefined) =>
  tabletopIdleConfig({ TABLETOP_COUNTDOWN_SECONDS: value }).countdownSeconds;

describe('tabletopIdleConfig (TABLETOP_IDLE_SECONDS, TABLETOP_COUNTDOWN_SECONDS)', () => {
  it('defaults to 3 minutes idle and a 30 second countdown', () => {
    expect(DEFAULT_IDLE_SECONDS).toBe(180);
    expect(DEFAULT_COUNTDOWN_SECONDS).toBe(30);
    expect(tabletopIdleConfig({})).toEqual({ idleSeconds: 180, countdownSeconds: 30 });
  });

  it('reads process.env when no env is given', () => {
    const saved = { idle: process.env.TABLETOP_IDLE_SECONDS, countdown: process.env.TABLETOP_COUNTDOWN_SECONDS };
    try {
      process.env.TABLETOP_IDLE_SECONDS = '90';
      process.env.TABLETOP_COUNTDOWN_SECONDS = '15';
      expect(tabletopIdleConfig()).toEqual({ idleSeconds: 90, countdownSeconds: 15 });
    } finally {
      if (saved.idle === undefined) delete process.env.TABLETOP_IDLE_SECONDS;
      else process.env.TABLETOP_IDLE_SECONDS = saved.idle;
      if (saved.countdown === undefined) delete process.env.TABLETOP_COUNTDOWN_SECONDS;
      else process.env.TABLETOP_COUNTDOWN_SECONDS = saved.countdown;
    }
  });

  it('takes an idle time from 30 to 3600 seconds, bounds included', () => {
    expect(idle('30')).toBe(30);
    expect(idle('600')).toBe(600);
    expect(idle('3600')).toBe(3600);
  });

  it('falls back to 180 for an idle time out of bounds', () => {
    expect(idle('29')).toBe(180);
    expect(idle('3601')).toBe(180);
    expect(idle('0')).toBe(180);
    expect(idle('-60')).toBe(180);
  });

  it('takes a countdown from 5 to 300 seconds, bounds included', () => {
    expect(countdown('5')).toBe(5);
    expect(countdown('45')).toBe(45);
    expect(countdown('300')).toBe(300);
  });

  it('falls back to 30 for a countdown out of bounds', () => {
    expect(countdown('4')).toBe(30);
    expect(countdown('301')).toBe(30);
  });

  it.each([undefined, '', ' ', 'abc', '60s', '90.5', 'NaN', 'Infinity'])(
    'falls back to the defaults for an invalid value: %j',
    (value) => {
      expect(idle(value)).toBe(180);
      expect(countdown(value)).toBe(30);
    },
  );

  it('reads each variable on its own', () => {
    expect(tabletopIdleConfig({ TABLETOP_IDLE_SECONDS: '45', TABLETOP_COUNTDOWN_SECONDS: 'nope' })).toEqual({
      idleSeconds: 45,
      countdownSeconds: 30,
    });
    expect(tabletopIdleConfig({ TABLETOP_IDLE_SECONDS: '1', TABLETOP_COUNTDOWN_SECONDS: '10' })).toEqual({
      idleSeconds: 180,
      countdownSeconds: 10,
    });
  });
});
