import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A store's telephone number (§3 Service point `telephone`, E.164 `+31201234567`) as shown and as a
 * link: nationally written (`020 123 4567`) when the store is in the storefront's own country,
 * internationally (`+49 30 1234567`) across the border, and its `tel:` URI. A number that does not
 * parse is shown as it came, its link made of its digits (none without digits).
 *
 * @param storefrontCountry the storefront's ISO 3166-1 alpha-2 country (`NL`)
 */
export function formatPhone(telephone: string, storefrontCountry: string): { display: string; href: string | null } {
  const parsed = parsePhoneNumberFromString(telephone);
  if (!parsed?.isPossible()) {
    const digits = telephone.replace(/[^+\d]/g, '');
    return { display: telephone, href: /\d/.test(digits) ? `tel:${digits}` : null };
  }
  const display = parsed.country === storefrontCountry ? parsed.formatNational() : parsed.formatInternational();
  return { display, href: parsed.getURI() };
}
