/**
 * Belgium's price rules (spec §9 'Belgium'): whole-number prices are shown round (`€ 50`, not
 * `€ 50,00`); during a legal sale period (the Belgian 'soldes'/'solden' in January and July)
 * discount labels are hidden and the cart shows a plain subtotal. The periods are defined, but the
 * sale-period rule is off unless the shop owner turns it on (`BELGIUM_SALE_PERIOD_RULES=on`):
 * the spec's 'Sale periods are defined but the feature is disabled'. The round-price rule lives in
 * `round-price.ts`, which every price format in the browser needs; the sale-period rule only on the server.
 */
export { BELGIAN_LOCALES, showsRoundPrice } from './round-price';

/** Belgium's sale periods as month-day ranges, both ends included (MM-DD). */
export const BELGIAN_SALE_PERIODS: readonly { from: string; to: string }[] = [
  { from: '01-03', to: '01-31' },
  { from: '07-01', to: '07-31' },
];

/** Belgium's time zone: a sale period starts and ends at midnight in Belgium. */
const BELGIAN_TIME_ZONE = 'Europe/Brussels';

let belgianDateFormat: Intl.DateTimeFormat | undefined;

/** The date in Belgium at `moment` as ISO `YYYY-MM-DD` (`2027-07-01T22:30Z` → `2027-07-02`, summer time). */
export function belgianDate(moment: Date): string {
  belgianDateFormat ??= new Intl.DateTimeFormat('en', {
    timeZone: BELGIAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const format = belgianDateFormat;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(moment).find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether the sale-period rule applies to a country at all, without reading the clock: Belgium with
 * the rule switched on (`enabled`, default from `BELGIUM_SALE_PERIOD_RULES`). Server-side only (the
 * switch is a server environment variable): a page passes the answer on to its islands.
 */
export function salePeriodRuleApplies(
  countryCode: string,
  enabled = process.env.BELGIUM_SALE_PERIOD_RULES === 'on',
): boolean {
  return enabled && countryCode === 'BE';
}

/** Whether an ISO date (YYYY-MM-DD) lies in a Belgian sale period. */
export function inBelgianSalePeriod(isoDate: string): boolean {
  const monthDay = isoDate.slice(5, 10);
  return BELGIAN_SALE_PERIODS.some((period) => monthDay >= period.from && monthDay <= period.to);
}

/**
 * Whether discount labels (`-30%`, the sale label, the struck-through regular price) are hidden in a
 * country today (the date in Belgium) or on `isoDate`: only in Belgium, in a sale period, and when
 * the rule is switched on (`enabled`, default from the environment; off as the spec ships it). The
 * clock is read only when the rule is on and no date is given: a prerendered component must pass
 * a date, or ask `hidesDiscountLabelsToday` (`lib/pricing/sale-period.ts`), since Cache Components
 * refuses `new Date()` while prerendering.
 */
export function hidesDiscountLabels(
  countryCode: string,
  isoDate?: string,
  enabled = process.env.BELGIUM_SALE_PERIOD_RULES === 'on',
): boolean {
  if (!salePeriodRuleApplies(countryCode, enabled)) return false;
  return inBelgianSalePeriod(isoDate ?? belgianDate(new Date()));
}

/** The country of a storefront locale (`nl-BE` → `BE`); empty when the locale names none. */
export function countryOfLocale(locale: string): string {
  try {
    return new Intl.Locale(locale).region ?? '';
  } catch {
    return '';
  }
}
