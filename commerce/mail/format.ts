/**
 * Amounts, dates and durations in a mail, formatted for the store's locale (spec §9 'Currency':
 * euros with two decimals; 'Belgium': a whole number is shown round), the same way the storefront
 * shows them (lib/format.ts), so the mail and the finish page agree.
 */
import { SHOP_TIME_ZONE, type StoreDefinition } from '../config/stores';

/** An amount in cents as the store shows it, e.g. `€ 89,95` (nl-NL), `89,95 €` (de-DE), `€ 90` (nl-BE). */
export function formatMoney(cents: number, store: StoreDefinition): string {
  const euros = Math.round(cents) / 100;
  const digits = store.country === 'BE' && Number.isInteger(euros) ? 0 : 2;
  return new Intl.NumberFormat(store.locale, {
    style: 'currency',
    currency: store.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(euros);
}

/** A moment as a long date in the shop's time zone, e.g. `25 november 2026`. */
export function formatOrderDate(moment: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(moment);
}

/** A calendar day (YYYY-MM-DD) with its weekday, e.g. `dinsdag 24 november`, as the finish page shows it. */
export function formatDeliveryDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

const UNITS = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
] as const;

/**
 * A duration in ms in the largest whole unit, written out, e.g. `14 dagen`, `2 Stunden`, `90 minutes`.
 * @throws RangeError when `ms` is not a positive whole number of minutes
 */
export function formatDuration(ms: number, locale: string): string {
  for (const [unit, size] of UNITS) {
    if (ms > 0 && ms % size === 0)
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(ms / size);
  }
  throw new RangeError(`Not a whole number of minutes: ${ms} ms`);
}
