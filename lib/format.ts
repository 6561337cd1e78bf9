import { showsRoundPrice } from '@/lib/pricing/round-price';
import { currencyOfLocale } from '@/lib/stores';

/** The minus sign (U+2212) that opens a negative amount: typographically a minus, not a hyphen. */
export const MINUS_SIGN = '\u2212';

/**
 * Formats an amount incl. VAT for a storefront locale, in the storefront's currency unless
 * `currency` (ISO 4217) says otherwise: `€ 89,95` (nl-NL), `89,95 €` (fr-BE), `£76.95` (en-GB).
 * Spec §9 'Currency': two decimals; in Belgium a whole number is shown round (`€ 90`, spec §9
 * 'Belgium'). A negative amount (a discount, a voucher) is the same amount after a real minus sign
 * (U+2212) before the whole of it: `−€ 10,00` (nl-NL), `−10,00 €` (fr, de), `−£10.00` (en-GB);
 * Intl would write `€ -10,00` in Dutch, with a hyphen between symbol and number.
 */
export function formatPrice(amount: number, locale: string, currency: string = currencyOfLocale(locale)): string {
  if (amount < 0) return `${MINUS_SIGN}${formatPrice(-amount, locale, currency)}`;
  const digits = showsRoundPrice(amount, locale) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/**
 * A price filter's bound in the storefront's format, whole when it is (`€ 49` nl-NL, `49 €` fr-FR,
 * `£49.50` en-GB): the chips and hints of the price filter (spec §2 'Product lists').
 */
export function formatPriceBound(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyOfLocale(locale),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The storefront currency's symbol as its locale writes it (`€`, `£`): labels of price fields. */
export function currencySymbol(locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency: currencyOfLocale(locale) })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currencyOfLocale(locale)
  );
}

/** The shop's time zone: dates without one of their own are read there (next-intl's `timeZone` too). */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: creating an `Intl` formatter costs far more than using one. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date (a `Date` or epoch ms) in a storefront locale with `Intl.DateTimeFormat` options (time zone
 * Europe/Amsterdam unless the options name one). French writes the first of a month as an ordinal,
 * `1er février 2026`, `dimanche 1er février`, which `Intl` does not do: wherever the month is a word,
 * a day of 1 becomes `1er` (a numeric date, `01/02/2026`, stays as it is).
 */
export function formatDate(value: Date | number, locale: string, options: Intl.DateTimeFormatOptions): string {
  const format = dateFormat(locale, options);
  if (!/^fr\b/i.test(locale)) return format.format(value);
  const parts = format.formatToParts(value);
  const monthInWords = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts
    .map((part) => (monthInWords && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
}

/** Formats an ISO date (YYYY-MM-DD) as a long local date, e.g. `dinsdag 24 november` (nl-NL), `dimanche 1er février` (fr). */
export function formatDeliveryDate(isoDate: string, locale: string): string {
  return formatDate(new Date(`${isoDate}T12:00:00Z`), locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/**
 * The numbers in a text an editor wrote with a decimal point (a size chart's `5.5`, `25.4`,
 * `80–84`) in the locale's decimal format: `5,5` in nl, fr and de, `5.5` in English. Whatever is not
 * a number (`XS (34)`, a dash) stays as written.
 */
export function formatDecimalsIn(text: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false });
  return text.replace(/\d+(?:\.\d+)?/g, (number) => format.format(Number(number)));
}
