import { showsRoundPrice } from '@/lib/pricing/belgium';

/**
 * Formats an amount in euros (incl. VAT) for a storefront locale, e.g. `€ 89,95` (nl-NL) or
 * `89,95 €` (fr-BE). Spec §9 'Currency': two decimals; in Belgium a whole number is shown round
 * (`€ 90`, spec §9 'Belgium').
 */
export function formatPrice(euros: number, locale: string, currency = 'EUR'): string {
  const digits = showsRoundPrice(euros, locale) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(euros);
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
