/**
 * Which provider answers for which name, and the geocoder: the one place to put a carrier's real
 * API or a real geocoder in (docs/decisions/0023-service-points-and-store-stock.md).
 */
import type { Tx } from '../common';
import { carrierSets } from './carrier-provider';
import { embeddedCarrierProvider } from './carrier-provider';
import { offlineGeocoder, type KnownPostcode } from './geocode';
import { locatedStores, storesProvider } from './stores-provider';
import type { Geocoder, ServicePointProvider, ServicePointProviderName } from './types';

/** The provider of `name` over `db`. */
export function servicePointProvider(db: Tx, name: ServicePointProviderName): ServicePointProvider {
  return name === 'stores' ? storesProvider(db) : embeddedCarrierProvider(db, name);
}

/** Postcodes with places: the stores' and the carrier points'. */
async function knownPostcodes(db: Tx): Promise<KnownPostcode[]> {
  const [stores, carriers] = await Promise.all([locatedStores(db), carrierSets(db)]);
  const points = [...carriers.values()].flatMap((set) => set.index.items);
  return [...stores, ...points].map(({ postcode, country, lat, lng }) => ({ postcode, country, lat, lng }));
}

/** The geocoder of findServicePoints over `db`. */
export function servicePointGeocoder(db: Tx): Geocoder {
  return offlineGeocoder(() => knownPostcodes(db));
}
