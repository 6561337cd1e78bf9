/** Promo banners (spec §3 'Promo banner', §4, §9 'Promo'). Pure data; safe in client islands. */

/** Most promo banners shown at once (spec §9 'Promo'). */
export const MAX_PROMO_BANNERS = 4;

/** A promo banner; `from`/`until` in epoch ms, null when open-ended. */
export interface PromoBanner {
  text: string;
  href: string | null;
  from: number | null;
  until: number | null;
  color: string | null;
  backgroundColor: string | null;
}

/** Whether a banner shows at `now` (epoch ms): from `from` (inclusive) until `until` (exclusive). */
export function isBannerActive(banner: Pick<PromoBanner, 'from' | 'until'>, now: number): boolean {
  return (banner.from === null || now >= banner.from) && (banner.until === null || now < banner.until);
}

/** Remaining time until `until` as days and a zero-padded `hh:mm:ss` clock (never negative); epoch ms. */
export function countdownParts(until: number, now: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor((until - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: Math.floor(seconds / 86_400),
    clock: `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
  };
}

/**
 * The countdown's time at `now` (epoch ms), e.g. `2 dagen 01:02:03` or `01:02:03` on the last day;
 * `formatDays` renders the translated day count (the `promo.days` message).
 */
function countdownTime(until: number, now: number, formatDays: (days: number) => string): string {
  const { days, clock } = countdownParts(until, now);
  return `${days > 0 ? `${formatDays(days)} ` : ''}${clock}`;
}

/**
 * A timed banner's texts as the server renders them when the layout content is read: the ticking
 * `endsIn` ('Nog 2 dagen 01:02:03') and the end date read by assistive technology ('tot 1 december
 * 2026 om 18:00'). The island shows them until its first tick, so hydration formats no number or
 * date (a first `Intl` formatter costs tens of ms on a phone).
 */
export interface CountdownTexts {
  endsIn: string;
  until: string;
}

/**
 * A timed banner's countdown texts at `now` (epoch ms), from the `promo` messages: `translate` is that
 * namespace's translator (server or client), `formatDateTime` formats the end date (long date, short time).
 */
export function countdownTexts(
  until: number,
  now: number,
  translate: (key: 'endsIn' | 'until' | 'days', values: Record<string, string | number>) => string,
  formatDateTime: (value: number, options: { dateStyle: 'long'; timeStyle: 'short' }) => string,
): CountdownTexts {
  return {
    endsIn: translate('endsIn', { time: countdownTime(until, now, (days) => translate('days', { days })) }),
    until: translate('until', { date: formatDateTime(until, { dateStyle: 'long', timeStyle: 'short' }) }),
  };
}
