/**
 * Amounts, dates and durations in a mail, formatted for the store's locale (spec §9 'Currency':
 * euros with two decimals; 'Belgium': a whole number is shown round), the same way the storefront
 * shows them (lib/format.ts), so the mail and the finish page agree.
 */
import { SHOP_TIME_ZONE, type StoreDefinition } from '../config/stores';

/**
 * An amount in cents as the store shows it, e.g. `€ 89,95` (nl-NL), `89,95 €` (de-DE), `€ 90` (nl-BE).
 * A negative amount (a voucher) is the amount after a real minus sign (U+2212) before the whole of it:
 * `−€ 10,00` (nl-NL), `−10,00 €` (fr, de), `−£10.00` (en-GB), as the storefront writes it.
 */
export function formatMoney(cents: number, store: StoreDefinition): string {
  if (cents < 0) return `\u2212${formatMoney(-cents, store)}`;
  const euros = Math.round(cents) / 100;
  const digits = store.country === 'BE' && Number.isInteger(euros) ? 0 : 2;
  return new Intl.NumberFormat(store.locale, {
    style: 'currency',
    currency: store.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(euros);
}

/**
 * A date with `Intl` options in a locale; French writes the first of a month as `1er` (`1er février`),
 * which `Intl` does not, wherever the month is a word (the storefront's `formatDate` does the same).
 */
function formatDate(moment: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(locale, options);
  if (!/^fr\b/i.test(locale)) return format.format(moment);
  const parts = format.formatToParts(moment);
  const monthInWords = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts
    .map((part) => (monthInWords && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
}

/** A moment as a long date in the shop's time zone, e.g. `25 november 2026`, `1er février 2026`. */
export function formatOrderDate(moment: Date, locale: string): string {
  return formatDate(moment, locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
}

/** A calendar day (YYYY-MM-DD) with its weekday, e.g. `dinsdag 24 november`, as the finish page shows it. */
export function formatDeliveryDay(isoDate: string, locale: string): string {
  return formatDate(new Date(`${isoDate}T12:00:00Z`), locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
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
