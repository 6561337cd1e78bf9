import { graphql, type ResultOf } from './graphql';
import { ServicePointAddressFields, ServicePointHoursFields } from './fragments';

/**
 * A physical store as the PDP's store stock list shows it (spec §3 Service point): link (reference),
 * address, distance in metres from the searched place (0 outside a search) and the opening hours,
 * local to `timeZone`.
 */
export const StoreStockStoreFields = graphql(
  `
    fragment StoreStockStoreFields on ServicePoint {
      providerId
      reference
      ...ServicePointAddressFields
      distance
      ...ServicePointHoursFields
    }
  `,
  [ServicePointAddressFields, ServicePointHoursFields],
);

/** A size's stock in each store holding it (spec §3 Stock entry; `code` is the store's providerId). */
export const StoreStockEntryFields = graphql(`
  fragment StoreStockEntryFields on StockEntry {
    sku
    locations {
      code
      qty
    }
  }
`);

/**
 * Spec §7 findServicePoints (provider stores) and 'Stock for stores' in one request: the stores
 * nearest the shopper's place (`query.location`, a zip code or city, or `query.lat`/`lng`), the
 * shopper's saved stores wherever they are (`savedIds`, providerIds; [] for none), and every size's
 * store stock (`skus`, variant SKUs, at most 100).
 */
export const StoreStockNearby = graphql(
  `
    query StoreStockNearby($skus: [String!]!, $query: ServicePointQueryInput!, $savedIds: [String!]!) {
      findServicePoints(query: $query) {
        ...StoreStockStoreFields
      }
      physicalStores(providerIds: $savedIds) {
        ...StoreStockStoreFields
      }
      storeStock(skus: $skus, unmanaged: true) {
        ...StoreStockEntryFields
      }
    }
  `,
  [StoreStockStoreFields, StoreStockEntryFields],
);

/** The shopper's saved stores and every size's store stock, before a place is known. */
export const StoreStockSaved = graphql(
  `
    query StoreStockSaved($skus: [String!]!, $savedIds: [String!]!) {
      physicalStores(providerIds: $savedIds) {
        ...StoreStockStoreFields
      }
      storeStock(skus: $skus, unmanaged: true) {
        ...StoreStockEntryFields
      }
    }
  `,
  [StoreStockStoreFields, StoreStockEntryFields],
);

export type StoreStockStore = ResultOf<typeof StoreStockStoreFields>;
export type StoreStockEntry = ResultOf<typeof StoreStockEntryFields>;
