/**
 * The locator without a query (spec §2 '/geschaefte/'): every store of the storefront's country
 * first, then the others, each group alphabetical by city (then title) in the storefront's
 * language. Pure.
 */

/**
 * A point inside each storefront country, near its middle: the overview asks commerce for the
 * stores nearest it (findServicePoints needs a place), so the whole country comes back whatever
 * its size. Degrees.
 */
export const COUNTRY_CENTRES: Record<string, { lat: number; lng: number }> = {
  NL: { lat: 52.1326, lng: 5.2913 },
  BE: { lat: 50.5039, lng: 4.4699 },
  DE: { lat: 51.1657, lng: 10.4515 },
  FR: { lat: 46.2276, lng: 2.2137 },
};

/** Most stores the overview asks for per group (findServicePoints answers at most 50). */
export const OVERVIEW_LIMIT = 50;

/**
 * `stores` for the overview: those in `country` first, then the rest; within each, by city and
 * then title, compared as `locale` sorts; each store once (by provider id).
 */
export function overviewOrder<T extends { providerId: string; country: string; city: string; title: string }>(
  stores: readonly T[],
  country: string,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const unique = [...new Map(stores.map((store) => [store.providerId, store])).values()];
  return unique.sort(
    (a, b) =>
      Number(b.country === country) - Number(a.country === country) ||
      collator.compare(a.city, b.city) ||
      collator.compare(a.title, b.title),
  );
}
