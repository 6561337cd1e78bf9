import { showsRoundPrice } from '@/lib/pricing/belgium';
import { currencyOfLocale } from '@/lib/stores';

/**
 * Formats an amount incl. VAT for a storefront locale, in the storefront's currency unless
 * `currency` (ISO 4217) says otherwise: `€ 89,95` (nl-NL), `89,95 €` (fr-BE), `£76.95` (en-GB).
 * Spec §9 'Currency': two decimals; in Belgium a whole number is shown round (`€ 90`, spec §9
 * 'Belgium').
 */
export function formatPrice(amount: number, locale: string, currency: string = currencyOfLocale(locale)): string {
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

/** Formats an ISO date (YYYY-MM-DD) as a long local date, e.g. `dinsdag 24 november` (nl-NL). */
export function formatDeliveryDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}
