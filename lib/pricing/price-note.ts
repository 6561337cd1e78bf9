/**
 * What a storefront tells the shopper beside its prices (prices always include VAT: docs/architecture.md
 * 'Storefronts'). Pure data: safe in server and client components.
 *
 * - `vat-and-shipping`: Germany's Price Indication Ordinance (PAngV § 6) wants every price to say that
 *   it includes VAT and whether shipping costs come on top, with a way to those costs. The product
 *   page says so beside its price with a link to the shipping page; a list's cards mark each price
 *   with an asterisk that the one note in the footer explains ('Alle Preise inkl. MwSt., zzgl.
 *   Versandkosten'), as German shops do, so cards stay compact. Austria, on the same German shop
 *   and content, follows German practice (its shoppers expect the note, and FAGG § 4 asks for the
 *   delivery costs to be stated).
 * - `vat`: the product page says 'incl. VAT' and the footer 'All prices incl. VAT'; cards carry no mark.
 */
import { STOREFRONTS, type StoreCode } from '@/lib/stores';

export type PriceNoteKind = 'vat-and-shipping' | 'vat';

/** The note of every storefront: a new storefront does not compile until it is decided. */
export const PRICE_NOTES: Readonly<Record<StoreCode, PriceNoteKind>> = {
  NL: 'vat',
  EN: 'vat',
  BENL: 'vat',
  BEFR: 'vat',
  DE: 'vat-and-shipping',
  AT: 'vat-and-shipping',
  FR: 'vat',
  LUDE: 'vat',
  LUFR: 'vat',
};

/** The note by lower-case locale, built once: a list asks for every price it shows. */
const NOTE_BY_LOCALE = new Map(
  Object.values(STOREFRONTS).map((storefront) => [storefront.locale.toLowerCase(), PRICE_NOTES[storefront.code]]),
);

/** The note of the storefront whose locale is `locale` (`de-DE` → `vat-and-shipping`); `vat` for any other locale. */
export function priceNoteOfLocale(locale: string): PriceNoteKind {
  return NOTE_BY_LOCALE.get(locale.toLowerCase()) ?? 'vat';
}

/** Whether a list's prices carry the asterisk of the footer's price note in this locale. */
export function marksListPrices(locale: string): boolean {
  return priceNoteOfLocale(locale) === 'vat-and-shipping';
}
