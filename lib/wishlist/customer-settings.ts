/**
 * The customer's favourites kept in customFields (spec §3 Customer: `customer_settings_stores`, a
 * JSON list of store provider ids; `customer_settings_lookbook_wishlist`, a JSON list of lookbook
 * uids). Pure: read by the browser's wishlist and the customer wishlist page alike.
 */

/** customFields key of the saved lookbook uids. */
export const LOOKBOOK_WISHLIST_FIELD = 'customer_settings_lookbook_wishlist';
/** customFields key of the saved stores' provider ids. */
export const STORES_FIELD = 'customer_settings_stores';
/** Most entries the back end keeps in one of these lists. */
export const MAX_CUSTOMER_SETTINGS_ENTRIES = 200;

/** The string entries of a stored list (a JSON list, or a JSON string of one, as Shopware keeps them). */
function idList(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string' && entry !== '') : [];
}

/** The saved lookbook uids and store ids of `customFields` (anything malformed reads as none). */
export function customerSettings(customFields: unknown): { lookbooks: string[]; stores: string[] } {
  const fields = (customFields && typeof customFields === 'object' ? customFields : {}) as Record<string, unknown>;
  return { lookbooks: idList(fields[LOOKBOOK_WISHLIST_FIELD]), stores: idList(fields[STORES_FIELD]) };
}
