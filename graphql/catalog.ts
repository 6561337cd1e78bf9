import { PRODUCT_CARD_FIELDS, type ProductCardData } from './fragments';

/** Spec §7 Search, used by PLPs (plp true + category filter) and product slices. */
export const SEARCH_PRODUCTS = /* GraphQL */ `
  ${PRODUCT_CARD_FIELDS}
  query SearchProducts($search: String!, $filters: [SearchFilterInput!], $plp: Boolean, $page: Int, $itemsPerPage: Int, $sort: String) {
    search(search: $search, filters: $filters, plp: $plp, page: $page, itemsPerPage: $itemsPerPage, sort: $sort) {
      productData {
        products { ...ProductCardFields }
        totalCount page itemsPerPage
        sortOptions { key label }
      }
    }
  }
`;
export interface SearchProductsResult {
  search: {
    productData: {
      products: ProductCardData[];
      totalCount: number;
      page: number;
      itemsPerPage: number;
      sortOptions: { key: string; label: string }[];
    };
  };
}

/** URL record lookup (esUrl guard). */
export const URL_RECORD = /* GraphQL */ `
  query UrlRecord($url: String!) {
    url(url: $url) { id url page_type category_id sku label gender parents { label url } }
  }
`;
export interface UrlRecordData {
  id: string;
  url: string;
  page_type: 'category' | 'plp' | 'pdp';
  category_id: string | null;
  sku: string | null;
  label: string;
  gender: string | null;
  parents: { label: string; url: string }[];
}
export interface UrlRecordResult {
  url: UrlRecordData | null;
}

/** Spec §7 pdp. */
export const PDP = /* GraphQL */ `
  ${PRODUCT_CARD_FIELDS}
  query Pdp($sku: String!) {
    pdp(sku: $sku) {
      product {
        ...ProductCardFields
        description images thumbnail sizeAttributeName deliveryTime
        categories { id level name url }
        relatedProducts { name url image productNumber type active }
      }
      crossSellings { name products { ...ProductCardFields } }
    }
  }
`;
export interface PdpProduct extends ProductCardData {
  description: string | null;
  images: string[];
  thumbnail: string | null;
  sizeAttributeName: string;
  deliveryTime: string | null;
  categories: { id: string; level: number; name: string; url: string | null }[];
  relatedProducts: { name: string; url: string; image: string; productNumber: string; type: string; active: boolean }[];
}
export interface PdpResult {
  pdp: { product: PdpProduct | null; crossSellings: { name: string; products: ProductCardData[] }[] } | null;
}
