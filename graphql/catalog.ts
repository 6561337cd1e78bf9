import { graphql, type ResultOf } from './graphql';
import { ProductCardFields } from './fragments';

/** Spec §7 Search, used by PLPs (plp true + category filter) and product slices. */
export const SearchProducts = graphql(
  `
    query SearchProducts(
      $search: String!
      $filters: [SearchFilterInput!]
      $plp: Boolean
      $page: Int
      $itemsPerPage: Int
      $sort: String
    ) {
      search(search: $search, filters: $filters, plp: $plp, page: $page, itemsPerPage: $itemsPerPage, sort: $sort) {
        productData {
          products {
            ...ProductCardFields
          }
          totalCount
          page
          itemsPerPage
          sortOptions {
            key
            label
          }
        }
      }
    }
  `,
  [ProductCardFields],
);

/** Spec §7 Search for a PLP or the search results page: a page of products with the facets of the whole result. */
export const ListProducts = graphql(
  `
    query ListProducts(
      $search: String!
      $filters: [SearchFilterInput!]
      $page: Int
      $itemsPerPage: Int
      $sort: String
    ) {
      search(search: $search, filters: $filters, plp: true, page: $page, itemsPerPage: $itemsPerPage, sort: $sort) {
        productData {
          products {
            ...ProductCardFields
          }
          totalCount
          page
          sortOptions {
            key
            label
          }
          aggregations {
            name
            label
            min
            max
            entries {
              value
              label
              count
              selected
              parent
              level
              url
              hex
            }
          }
        }
      }
    }
  `,
  [ProductCardFields],
);

/** URL record lookup (spec §2 esUrl guard). */
export const UrlRecord = graphql(`
  query UrlRecord($url: String!) {
    url(url: $url) {
      id
      url
      page_type
      category_id
      filters
      sku
      label
      gender
      parents {
        label
        url
      }
      sort {
        key
        field
        direction
        label
      }
    }
  }
`);

/**
 * Spec §7 Search, counting only: how many products a PLP or the search results list (their page
 * count for the 404 of a page past the end).
 */
export const PlpProductCount = graphql(`
  query PlpProductCount($search: String! = "", $filters: [SearchFilterInput!]) {
    search(search: $search, filters: $filters, plp: true, page: 1, itemsPerPage: 1) {
      productData {
        totalCount
      }
    }
  }
`);

/**
 * Spec §7 'Stores and alternate urls' (urlId required): the storefronts, a URL record's page in every
 * store that has it, and the code of the store that answered.
 */
export const AlternateUrls = graphql(`
  query AlternateUrls($urlId: ID!) {
    stores {
      code
    }
    esUrlsGlobal(urlId: $urlId) {
      urls {
        storeCode
        url
      }
    }
    currentStore {
      code
    }
  }
`);

/**
 * Spec §7 pdp: product detail (with its media, size table id and property groups, spec §3
 * swProduct.properties), its page title and meta description (spec §3 stock info) and cross-selling
 * groups. The card fields bring the size attribute name and the
 * related products (the colour variants); each size also brings its SKU and stock in physical stores
 * (the size states, the store stock island).
 */
export const Pdp = graphql(
  `
    query Pdp($sku: String!) {
      pdp(sku: $sku) {
        product {
          ...ProductCardFields
          description
          images
          thumbnail
          threesixty
          video
          sizeTableId
          deliveryTime
          variants {
            sku
            storeAvailableStock
          }
          categories {
            id
            level
            name
            url
          }
          swProduct {
            properties {
              name
              position
              visible
              options {
                id
                name
              }
            }
          }
          stockInfo {
            metaTitle
            metaDescription
          }
        }
        crossSellings {
          name
          products {
            mainVariantId
            product {
              ...ProductCardFields
            }
          }
        }
      }
    }
  `,
  [ProductCardFields],
);

/** Spec §7 getProductUrlBySku: the product's current url (legacy redirects). */
export const ProductUrlBySku = graphql(`
  query ProductUrlBySku($sku: String!) {
    getProductUrlBySku(sku: $sku)
  }
`);

/**
 * Spec §9 delivery promise of the store (storeConfig.deliveryPromise): delivery-day ranges for copy
 * (usps, PDP); a cart's own dates come with the cart (Delivery.deliveryDate), from the same rule.
 */
export const StoreDeliveryPromise = graphql(`
  query StoreDeliveryPromise {
    storeConfig {
      deliveryPromise {
        inStock {
          min
          max
        }
        notInStock {
          min
          max
        }
      }
    }
  }
`);

export type ListProductsData = ResultOf<typeof ListProducts>['search']['productData'];
export type AggregationData = ListProductsData['aggregations'][number];
export type UrlRecordData = NonNullable<ResultOf<typeof UrlRecord>['url']>;
export type PdpData = NonNullable<ResultOf<typeof Pdp>['pdp']>;
type PdpProductResult = NonNullable<PdpData['product']>;
/**
 * A size of the PDP's product: the card's variant fields with its SKU and units in all stores. The
 * query selects `variants` twice (the card fragment and the product's own selection), which the
 * server merges; gql.tada types the two as an intersection of arrays, so the element is named here.
 */
export type PdpVariant = PdpProductResult['variants'][number];
export type PdpProduct = Omit<PdpProductResult, 'variants'> & { variants: PdpVariant[] };
export type CrossSellingData = PdpData['crossSellings'][number];
export type PropertyGroupData = PdpProductResult['swProduct']['properties'][number];
