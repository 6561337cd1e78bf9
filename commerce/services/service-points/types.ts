/**
 * Shapes of the service-point layer (spec §3 'Service point', §7 findServicePoints). Coordinates are
 * WGS84 degrees, distances metres, opening times local HH:MM of the point's time zone.
 */

/** Whose points: the chain's own stores or an embedded carrier. */
export const SERVICE_POINT_PROVIDERS = ['stores', 'dhl', 'postnl', 'bpost', 'colissimo'] as const;
export type ServicePointProviderName = (typeof SERVICE_POINT_PROVIDERS)[number];

export type LocationType = 'store' | 'packstation' | 'parcelshop' | 'postoffice';

export interface OpeningPeriod {
  start: string;
  end: string;
}

/** A weekday's regular hours: day 1 (Monday) to 7 (Sunday). */
export interface OpeningDay {
  day: number;
  open: boolean;
  periods: OpeningPeriod[];
}

/** A dated exception to the regular hours (a holiday, a late opening): date YYYY-MM-DD, local. */
export interface OpeningDayException {
  date: string;
  day: number;
  open: boolean;
  reason: string | null;
  periods: OpeningPeriod[];
}

/** A point as the contract's ServicePoint; `distance` in metres from the searched place (0 outside a search). */
export interface ServicePoint {
  providerId: string;
  provider: ServicePointProviderName;
  reference: string | null;
  title: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string | null;
  postcode: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  distance: number;
  telephone: string | null;
  locationType: LocationType;
  additionalInformation: string | null;
  timeZone: string;
  openingDays: OpeningDay[];
  openingDayExceptions: OpeningDayException[];
}

/** A place on the map. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Options of a nearest-points search: at most `limit` points, only of `country` when given (ISO
 * alpha-2), only of the `locationTypes` when given (e.g. ['packstation']).
 */
export interface NearOptions {
  limit: number;
  country?: string;
  locationTypes?: readonly string[];
}

/**
 * A source of pickup points (docs/decisions/0023-service-points-and-store-stock.md): the chain's
 * stores, or a carrier. The embedded carriers read seeded points; a carrier's location API can take
 * an embedded provider's place by implementing this interface.
 */
export interface ServicePointProvider {
  readonly name: ServicePointProviderName;
  /** Up to `limit` points nearest `place` first, each with its distance in metres. */
  findNear(place: GeoPoint, options: NearOptions): Promise<ServicePoint[]>;
  /** One point by its providerId (distance 0), or null when the provider has none with that id. */
  getById(providerId: string): Promise<ServicePoint | null>;
}

/**
 * Turns a typed place (a city name or a zip code) into coordinates. `countries` are the countries to
 * look in first, in order (the query's, else the storefront's, then its shipping countries); the
 * geocoder may still answer a place in another country. Null when nothing matches.
 */
export interface Geocoder {
  geocode(location: string, countries: readonly string[]): Promise<(GeoPoint & { country: string }) | null>;
}
