import {
  SearchCategoryFacets,
  SearchOverlay,
  type CategoryFacetEntry,
  type SearchPageData,
  type SearchProductData,
} from '@/graphql/search';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { GRID_SEARCH_ITEMS, SUGGESTIONS_SHOWN } from './search-terms';

/**
 * The search overlay's calls (spec §7 Search) on the browser's Apollo client. Imported only by the
 * lazily loaded overlay, so Apollo arrives with the overlay when the shopper first opens search,
 * never in a page's first load. Answers are cached per term by Apollo (`cache-first`): a term
 * typed again shows its results without a request.
 */

/** What the overlay shows for one term. Prices in euros incl. VAT. */
export interface OverlayResults {
  products: SearchProductData[];
  /** All matching products, not only those shown. */
  totalCount: number;
  /** Suggestion texts as the back end spells them (at most 5). */
  suggestions: string[];
  pages: SearchPageData[];
}

/**
 * 'quick': the quick search of narrow screens (3 products, spec §9); 'grid': the full-screen panel's
 * product grid ({@link GRID_SEARCH_ITEMS} products, not a quick search).
 */
export type OverlayLayout = 'quick' | 'grid';

/** Searches `term` (normalised, searchable). Rejects when the request or the search fails. */
export async function searchOverlay(term: string, layout: OverlayLayout): Promise<OverlayResults> {
  const { data } = await browserApolloClient().query({
    query: SearchOverlay,
    variables:
      layout === 'quick'
        ? { search: term, isQuickSearch: true }
        : { search: term, isQuickSearch: false, itemsPerPage: GRID_SEARCH_ITEMS },
    fetchPolicy: 'cache-first',
  });
  if (!data) throw new Error(`search for "${term}" answered without data`);
  const { productData, urlData, urlSuggestData } = data.search;
  return {
    products: productData.products,
    totalCount: productData.totalCount,
    suggestions: urlSuggestData.suggestions.slice(0, SUGGESTIONS_SHOWN).map((suggestion) => suggestion.text),
    pages: urlData.urls,
  };
}

/**
 * The category suggestions of `term` with their product counts (the `category` facet's entries,
 * most products first), or [] when the back end has none or cannot compute them: the sidebar is an
 * extra, so its failure is only logged (spec §8) and never fails the overlay.
 */
export async function categoryFacets(term: string): Promise<CategoryFacetEntry[]> {
  try {
    const { data } = await browserApolloClient().query({
      query: SearchCategoryFacets,
      variables: { search: term },
      fetchPolicy: 'cache-first',
    });
    const category = data?.search.productData.aggregations.find((aggregation) => aggregation.name === 'category');
    return (category?.entries ?? []).filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count);
  } catch (error) {
    console.warn('search: category facets unavailable', error);
    return [];
  }
}
