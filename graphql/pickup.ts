/**
 * Pickup in checkout (spec §3 'Service point', 'Shipping method' service_points_provider, 'Address'
 * customFields.shipping_address_service_point; §7 findServicePoints).
 */
import { graphql, type ResultOf } from './graphql';
import { ServicePointAddressFields, ServicePointHoursFields } from './fragments';

/** A pickup point as the checkout's picker lists it: provider and id, address, distance (metres), kind and hours. */
export const PickupPointFields = graphql(
  `
    fragment PickupPointFields on ServicePoint {
      provider
      providerId
      ...ServicePointAddressFields
      distance
      locationType
      ...ServicePointHoursFields
    }
  `,
  [ServicePointAddressFields, ServicePointHoursFields],
);

/** The point kept with the checkout's shipping address (the DHL Postnummer only for a Packstation). */
export const ChosenServicePointFields = graphql(`
  fragment ChosenServicePointFields on ChosenServicePoint {
    provider
    providerId
    title
    street
    houseNumber
    houseNumberAddition
    postcode
    city
    country
    locationType
    dhlCustomerNumber
  }
`);

/**
 * Spec §7 findServicePoints for the pickup picker: one provider's points of the method's location
 * types, in the shipping address's country, nearest the place (`location`, a zip code or city, or
 * `lat`/`lng`) first. Errors: LOCATION_NOT_FOUND, INVALID_INPUT.
 */
export const PickupPoints = graphql(
  `
    query PickupPoints($query: ServicePointQueryInput!) {
      findServicePoints(query: $query) {
        ...PickupPointFields
      }
    }
  `,
  [PickupPointFields],
);

export type PickupPointData = ResultOf<typeof PickupPointFields>;
export type ChosenServicePointData = ResultOf<typeof ChosenServicePointFields>;
