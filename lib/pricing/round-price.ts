/**
 * Belgium's round prices (spec §9 'Belgium: whole-number prices are shown round'): `€ 50`, not `€ 50,00`.
 * A module of its own: every price format needs it, in the browser too (lib/format.ts), and nothing else
 * of Belgium's rules (lib/pricing/belgium.ts).
 */
import { STOREFRONTS } from '@/lib/stores';
import { toCents } from './cents';

/** Locales of the Belgian storefronts (nl-BE, fr-BE). */
export const BELGIAN_LOCALES: ReadonlySet<string> = new Set(
  Object.values(STOREFRONTS)
    .filter((storefront) => storefront.countryCode === 'BE')
    .map((storefront) => storefront.locale),
);

/**
 * Whether a price in euros is shown without decimals in a locale: a whole number of euros in Belgium,
 * judged in whole cents (a regular price × quantity of `11.000000000000002` is `€ 11`).
 */
export function showsRoundPrice(euros: number, locale: string): boolean {
  return BELGIAN_LOCALES.has(locale) && toCents(euros) % 100 === 0;
}
