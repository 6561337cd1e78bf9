import { graphql, type ResultOf } from './graphql';
import { ProductTileFields } from './fragments';

/**
 * Spec §7 Search for the search overlay (§2 'Search overlay'): products with what a result card
 * shows (image, brand, name, price in euros incl. VAT, url), the matching pages (`urlData`, at most
 * 5) and the suggestions (`urlSuggestData`, at most 5). Narrow screens ask a quick search
 * (`isQuickSearch: true`, 3 products, §9); the wide full-screen panel asks `itemsPerPage` products
 * for its grid.
 */
export const SearchOverlay = graphql(
  `
    query SearchOverlay($search: String!, $isQuickSearch: Boolean, $itemsPerPage: Int) {
      search(search: $search, isQuickSearch: $isQuickSearch, page: 1, itemsPerPage: $itemsPerPage) {
        productData {
          products {
            ...ProductTileFields
          }
          totalCount
        }
        urlData {
          urls {
            url
            label
            page_group
            parents {
              label
              url
            }
          }
        }
        urlSuggestData {
          suggestions {
            text
          }
        }
      }
    }
  `,
  [ProductTileFields],
);

/**
 * Spec §7 Search, facets only: the category facet of a search term (`ProductData.aggregations`) for
 * the full-screen panel's sidebar of category suggestions with counts (§2). A query of its own, so
 * the overlay's results never wait for (or fail with) the facets.
 */
export const SearchCategoryFacets = graphql(`
  query SearchCategoryFacets($search: String!) {
    search(search: $search, page: 1, itemsPerPage: 1) {
      productData {
        aggregations {
          name
          entries {
            value
            label
            count
            url
            level
          }
        }
      }
    }
  }
`);

type SearchOverlayResult = ResultOf<typeof SearchOverlay>['search'];
/** A product of the overlay's results (prices in euros incl. VAT). */
export type SearchProductData = SearchOverlayResult['productData']['products'][number];
/** A page of the overlay's results: url, label, page_group and its parents (breadcrumbs). */
export type SearchPageData = SearchOverlayResult['urlData']['urls'][number];
/** A category of the search facet: value (category id), label, product count, url (null: none), level. */
export type CategoryFacetEntry = ResultOf<
  typeof SearchCategoryFacets
>['search']['productData']['aggregations'][number]['entries'][number];
