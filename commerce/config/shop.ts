/**
 * The shop's own facts that its mails name: the name the shopper knows it by and when customer
 * service answers (spec §1 'Copy facts' and §9 'Support hours: Monday to Friday 09:00 to 17:00').
 */

/** The shop's name, as in the storefront's `meta.siteName` and the mails' sender. */
export const SHOP_NAME = 'Stride & Style';

/** Customer service hours, Monday to Friday, in the shop's time zone (24-hour clock, HH:MM). */
export const SUPPORT_HOURS = { opens: '09:00', closes: '17:00' } as const;
