/**
 * Belgium's price rules (spec §9 'Belgium'): whole-number prices are shown round (`€ 50`, not
 * `€ 50,00`); during a legal sale period (the Belgian 'soldes'/'solden' in January and July)
 * discount labels are hidden and the cart shows a plain subtotal. The periods are defined, but the
 * sale-period rule is off unless the shop owner turns it on (`BELGIUM_SALE_PERIOD_RULES=on`):
 * the spec's 'Sale periods are defined but the feature is disabled'.
 */
import { STOREFRONTS } from '@/lib/stores';

/** Locales of the Belgian storefronts (nl-BE, fr-BE). */
export const BELGIAN_LOCALES: ReadonlySet<string> = new Set(
  Object.values(STOREFRONTS)
    .filter((storefront) => storefront.countryCode === 'BE')
    .map((storefront) => storefront.locale),
);

/** Belgium's sale periods as month-day ranges, both ends included (MM-DD). */
export const BELGIAN_SALE_PERIODS: readonly { from: string; to: string }[] = [
  { from: '01-03', to: '01-31' },
  { from: '07-01', to: '07-31' },
];

/** Whether a price in euros is shown without decimals in a locale: a whole number in Belgium. */
export function showsRoundPrice(euros: number, locale: string): boolean {
  return BELGIAN_LOCALES.has(locale) && Number.isInteger(euros);
}

/** Whether an ISO date (YYYY-MM-DD) lies in a Belgian sale period. */
export function inBelgianSalePeriod(isoDate: string): boolean {
  const monthDay = isoDate.slice(5, 10);
  return BELGIAN_SALE_PERIODS.some((period) => monthDay >= period.from && monthDay <= period.to);
}

/**
 * Whether discount labels (`-30%`) are hidden in a country today (or on `isoDate`): only in
 * Belgium, in a sale period, and when the rule is switched on (`enabled`, default from the
 * environment; off as the spec ships it). The clock is read only when the rule is on; a page
 * cached across the period's first or last day keeps its labels until it is revalidated.
 */
export function hidesDiscountLabels(
  countryCode: string,
  isoDate?: string,
  enabled = process.env.BELGIUM_SALE_PERIOD_RULES === 'on',
): boolean {
  if (!enabled || countryCode !== 'BE') return false;
  return inBelgianSalePeriod(isoDate ?? new Date().toISOString().slice(0, 10));
}

/** The country of a storefront locale (`nl-BE` → `BE`); empty when the locale names none. */
export function countryOfLocale(locale: string): string {
  try {
    return new Intl.Locale(locale).region ?? '';
  } catch {
    return '';
  }
}
