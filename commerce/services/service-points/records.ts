/**
 * Stored points (a physical store's row, a carrier point's row) as the contract's ServicePoint. The
 * time zone follows the country, the exceptions are computed for `now` (exceptions.ts).
 */
import type * as s from '../../db/schema';
import { openingDayExceptions } from './exceptions';
import { timeZoneOf } from './opening';
import type { LocationType, ServicePoint, ServicePointProviderName } from './types';

type StoreRow = typeof s.physicalStores.$inferSelect;
type CarrierRow = typeof s.carrierPoints.$inferSelect;

/** A store's language when its row names none: the country's (Belgium: Dutch). */
const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  NL: 'nl',
  BE: 'nl',
  DE: 'de',
  FR: 'fr',
  LU: 'fr',
  AT: 'de',
};

/** A physical store as a ServicePoint (provider stores, locationType store) `distance` metres away. */
export function storePoint(row: StoreRow, distance = 0, now: Date = new Date()): ServicePoint {
  const timeZone = timeZoneOf(row.country);
  return {
    providerId: row.providerId,
    provider: 'stores',
    reference: row.reference,
    title: row.title,
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberAddition: row.houseNumberAddition,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    lat: row.lat ?? 0,
    lng: row.lng ?? 0,
    distance,
    telephone: row.telephone,
    locationType: 'store',
    additionalInformation: row.additionalInformation,
    timeZone,
    openingDays: row.openingDays,
    openingDayExceptions: openingDayExceptions(
      {
        country: row.country,
        holidayRegion: row.holidayRegion,
        language: row.language ?? COUNTRY_LANGUAGE[row.country] ?? 'en',
        timeZone,
        openingDays: row.openingDays,
        specialOpenings: row.specialOpenings,
        closesOnHolidays: true,
      },
      now,
    ),
  };
}

/** A carrier's point as a ServicePoint `distance` metres away; a parcel locker keeps no holidays. */
export function carrierPoint(row: CarrierRow, distance = 0, now: Date = new Date()): ServicePoint {
  const timeZone = timeZoneOf(row.country);
  return {
    providerId: row.providerId,
    provider: row.provider as ServicePointProviderName,
    reference: null,
    title: row.title,
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberAddition: row.houseNumberAddition,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    distance,
    telephone: row.telephone,
    locationType: row.locationType as LocationType,
    additionalInformation: row.additionalInformation,
    timeZone,
    openingDays: row.openingDays,
    openingDayExceptions: openingDayExceptions(
      {
        country: row.country,
        holidayRegion: null,
        language: row.language,
        timeZone,
        openingDays: row.openingDays,
        specialOpenings: [],
        closesOnHolidays: row.locationType !== 'packstation',
      },
      now,
    ),
  };
}
