import { graphql, type ResultOf } from './graphql';
import { ProductTileFields } from './fragments';

/**
 * The recently viewed products (spec §4 'Recently viewed'; §7 Search with the `sku` filter): what a
 * small card shows (image, brand, name, price in euros incl. VAT, url). The back end returns them
 * in its own order; the caller puts them in the visitor's (newest first).
 */
export const RecentlyViewedProducts = graphql(
  `
    query RecentlyViewedProducts($skus: [String!]!, $itemsPerPage: Int!) {
      search(search: "", filters: [{ name: "sku", values: $skus }], page: 1, itemsPerPage: $itemsPerPage) {
        productData {
          products {
            ...ProductTileFields
          }
        }
      }
    }
  `,
  [ProductTileFields],
);

/** A recently viewed product as the list shows it. */
export type RecentlyViewedProduct = ResultOf<
  typeof RecentlyViewedProducts
>['search']['productData']['products'][number];
