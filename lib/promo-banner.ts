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

/** Stands in for the ticking time when the `endsIn` message is split around it (a private-use character). */
const TIME_SLOT = '\uE000';

/**
 * A timed banner's texts as the server renders them when the layout content is read: the ticking
 * `endsIn` ('Nog 2 dagen 01:02:03') and the end date read by assistive technology ('tot 1 december
 * 2026 om 18:00'), with the parts a tick joins again (`endsInAround`, `days`). The island shows them
 * until its first tick and builds every later tick from them ({@link endsInFrom}), so neither
 * hydration nor a tick formats a message, number or date (a browser's first `Intl` formatter and
 * message parse cost tens of ms on a phone).
 */
export interface CountdownTexts {
  endsIn: string;
  until: string;
  /** The `endsIn` message before and after its time ('Nog ', ''). */
  endsInAround: [string, string];
  /** The whole days left at reading time and their text ('2 dagen'; '' for 0). */
  days: { count: number; text: string };
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
  const left = countdownParts(until, now);
  const { days } = left;
  const [before = '', after = ''] = translate('endsIn', { time: TIME_SLOT }).split(TIME_SLOT);
  const parts: TickParts = {
    endsInAround: [before, after],
    days: { count: days, text: days > 0 ? translate('days', { days }) : '' },
  };
  return {
    ...parts,
    endsIn: joinEndsIn(parts, left),
    until: translate('until', { date: formatDateTime(until, { dateStyle: 'long', timeStyle: 'short' }) }),
  };
}

/** What a tick joins: the `endsIn` message around its time and the day count's text. */
type TickParts = Pick<CountdownTexts, 'endsInAround' | 'days'>;

/**
 * The `endsIn` text for the time `left` ({@link countdownParts}) from its parts, e.g. `Nog 2 dagen 01:02:03`, or
 * `Nog 01:02:03` on the last day; the day text is taken as it was read.
 */
function joinEndsIn(
  { endsInAround: [before, after], days }: TickParts,
  left: ReturnType<typeof countdownParts>,
): string {
  return `${before}${left.days > 0 ? `${days.text} ` : ''}${left.clock}${after}`;
}

/**
 * The ticking text at `now` (epoch ms) joined from texts read earlier ({@link CountdownTexts}), or
 * null once the whole days left differ from those read (at most once a day): the caller translates
 * then.
 */
export function endsInFrom(read: CountdownTexts, until: number, now: number): string | null {
  const left = countdownParts(until, now);
  return left.days > 0 && left.days !== read.days.count ? null : joinEndsIn(read, left);
}
