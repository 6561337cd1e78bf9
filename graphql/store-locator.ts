/**
 * The physical stores' operations (spec §2 '/geschaefte/' Store locator and store pages, §3 Physical
 * store and Service point, §6 'My stores', §7 findServicePoints; commerce/schema.graphql
 * findServicePoints, physicalStore, physicalStores).
 */
import { graphql, type ResultOf } from './graphql';
import { ServicePointAddressFields, ServicePointHoursFields } from './fragments';

/** A store as the locator, its page and 'My stores' show it: address, contact, place and hours. */
export const StoreLocatorPointFields = graphql(
  `
    fragment StoreLocatorPointFields on ServicePoint {
      providerId
      reference
      ...ServicePointAddressFields
      lat
      lng
      distance
      telephone
      additionalInformation
      ...ServicePointHoursFields
    }
  `,
  [ServicePointAddressFields, ServicePointHoursFields],
);

/**
 * §7 findServicePoints for the locator: the chain's stores (`providers: ["stores"]`) nearest the
 * place first (a zip code or city in `location`, or `lat`/`lng`), each with its distance in metres.
 * Errors: LOCATION_NOT_FOUND, INVALID_INPUT.
 */
export const StoreLocatorSearch = graphql(
  `
    query StoreLocatorSearch($query: ServicePointQueryInput!) {
      findServicePoints(query: $query) {
        ...StoreLocatorPointFields
      }
    }
  `,
  [StoreLocatorPointFields],
);

/** A store by its reference (§2 '/geschaefte/{reference}/'); null when none has it. */
export const StoreLocatorStore = graphql(
  `
    query StoreLocatorStore($reference: String!) {
      physicalStore(reference: $reference) {
        ...StoreLocatorPointFields
      }
    }
  `,
  [StoreLocatorPointFields],
);

/** Whether a store has this reference (proxy.ts answers an unknown one with 404). */
export const StoreLocatorStoreExists = graphql(`
  query StoreLocatorStoreExists($reference: String!) {
    physicalStore(reference: $reference) {
      providerId
    }
  }
`);

/** Stores by provider id in the order asked (§6 'My stores'; unknown ids are left out; at most 200). */
export const StoreLocatorSavedStores = graphql(
  `
    query StoreLocatorSavedStores($providerIds: [String!]!) {
      physicalStores(providerIds: $providerIds) {
        ...StoreLocatorPointFields
      }
    }
  `,
  [StoreLocatorPointFields],
);

/** A physical store as the storefront shows it. */
export type PhysicalStoreData = ResultOf<typeof StoreLocatorPointFields>;
