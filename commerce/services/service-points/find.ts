/**
 * §7 findServicePoints: pickup points of the asked providers nearest a place first (spec §3
 * 'Service point'). The place is lat/lng, else a geocoded location (a zip code or a city).
 */
import { fail, type ServiceContext } from '../common';
import { servicePointGeocoder, servicePointProvider } from './registry';
import { SERVICE_POINT_PROVIDERS, type GeoPoint, type ServicePoint, type ServicePointProviderName } from './types';

export const DEFAULT_POINT_LIMIT = 10;
export const MAX_POINT_LIMIT = 50;

export interface ServicePointQuery {
  providers: readonly string[];
  location?: string | null;
  lat?: number | null;
  lng?: number | null;
  country?: string | null;
  limit?: number | null;
  /** Only points of these location types (store | packstation | parcelshop | postoffice). */
  locationTypes?: readonly string[] | null;
}

const LOCATION_TYPES = ['store', 'packstation', 'parcelshop', 'postoffice'];

/** The query's location types, lower-cased; undefined for all; INVALID_INPUT for an unknown one. */
function locationTypesOf(query: ServicePointQuery): string[] | undefined {
  if (!query.locationTypes?.length) return undefined;
  const types = [...new Set(query.locationTypes.map((type) => type.trim().toLowerCase()))];
  const unknown = types.filter((type) => !LOCATION_TYPES.includes(type));
  if (unknown.length) throw fail('INVALID_INPUT', `Unknown location type: ${unknown.join(', ')}.`);
  return types;
}

const isProvider = (name: string): name is ServicePointProviderName =>
  (SERVICE_POINT_PROVIDERS as readonly string[]).includes(name);

/** The query's providers, deduplicated; INVALID_INPUT for none or an unknown one. */
function providersOf(query: ServicePointQuery): ServicePointProviderName[] {
  const names = [...new Set(query.providers.map((p) => p.trim().toLowerCase()))];
  if (!names.length) throw fail('INVALID_INPUT', 'Name at least one service point provider.');
  const unknown = names.filter((name) => !isProvider(name));
  if (unknown.length) throw fail('INVALID_INPUT', `Unknown service point provider: ${unknown.join(', ')}.`);
  return names as ServicePointProviderName[];
}

/** The searched place: lat/lng (both, in range), else the geocoded location. */
async function placeOf(ctx: ServiceContext, query: ServicePointQuery, country: string | undefined): Promise<GeoPoint> {
  if (query.lat != null || query.lng != null) {
    const { lat, lng } = query;
    if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng))
      throw fail('INVALID_INPUT', 'Give both lat and lng.');
    if (lat < -90 || lat > 90 || lng < -180 || lng > 180)
      throw fail('INVALID_INPUT', 'lat must be within -90 to 90 and lng within -180 to 180.');
    return { lat, lng };
  }
  const location = query.location?.trim() ?? '';
  if (!location) throw fail('INVALID_INPUT', 'Give a location (zip code or city) or lat and lng.');
  if (location.length > 100) throw fail('LOCATION_NOT_FOUND', 'This place was not found.');
  const countries = [country ?? ctx.store.country, ctx.store.country, ...ctx.store.countries];
  const place = await servicePointGeocoder(ctx.db).geocode(location, countries);
  if (!place) throw fail('LOCATION_NOT_FOUND', 'This place was not found.', { location });
  return place;
}

/**
 * The nearest points (spec §7 findServicePoints): of every provider asked, from every country unless
 * `query.country` (ISO alpha-2) limits them, nearest first, at most `limit` (1 to 50, default 10),
 * each with its distance in metres. Errors: INVALID_INPUT (no provider, an unknown one, no place,
 * lat/lng out of range, a limit out of range, a malformed country, an unknown location type),
 * LOCATION_NOT_FOUND. `query.locationTypes` keeps only points of those types.
 */
export async function findServicePoints(ctx: ServiceContext, query: ServicePointQuery): Promise<ServicePoint[]> {
  const providers = providersOf(query);
  const limit = query.limit ?? DEFAULT_POINT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_POINT_LIMIT)
    throw fail('INVALID_INPUT', `limit must be 1 to ${MAX_POINT_LIMIT}.`);
  const country = query.country?.trim().toUpperCase() || undefined;
  if (country && !/^[A-Z]{2}$/.test(country))
    throw fail('INVALID_INPUT', 'country must be an ISO 3166-1 alpha-2 code.');
  const locationTypes = locationTypesOf(query);
  const place = await placeOf(ctx, query, country);
  const found = await Promise.all(
    providers.map((name) => servicePointProvider(ctx.db, name).findNear(place, { limit, country, locationTypes })),
  );
  return found
    .flat()
    .sort(
      (a, b) =>
        a.distance - b.distance || a.provider.localeCompare(b.provider) || a.providerId.localeCompare(b.providerId),
    )
    .slice(0, limit);
}
