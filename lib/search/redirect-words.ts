import type { Storefront } from '@/lib/stores';
import { searchResultsPath } from './search-terms';

/**
 * Search words that lead to a sale page instead of the search results (spec §2 'Search overlay':
 * "Certain words redirect to sale pages; which words is not shown").
 *
 * Shop owners edit this map. Per storefront language (`Storefront['language']`: every store of that
 * language uses the entry), each key is a whole search term in lowercase (the shopper's text is
 * trimmed and lowercased before it is looked up; 'sale items' does not match 'sale'), and each value
 * the root-relative URL of that language's sale page, with its trailing slash. A page must exist at
 * that URL (a content page in Prismic or a category list page); the words themselves are never shown
 * to shoppers.
 */
export const SEARCH_REDIRECT_WORDS: Readonly<Record<Storefront['language'], Readonly<Record<string, string>>>> = {
  nl: { sale: '/sale/', uitverkoop: '/sale/', solden: '/sale/', korting: '/sale/' },
  fr: { soldes: '/soldes/', sale: '/soldes/', promo: '/soldes/', promos: '/soldes/' },
  de: { sale: '/sale/', ausverkauf: '/sale/', schlussverkauf: '/sale/', angebote: '/sale/' },
  en: { sale: '/sale/', sales: '/sale/' },
};

/** The sale page a whole (normalised) search term redirects to in `language`, or null. */
export function searchRedirect(term: string, language: Storefront['language']): string | null {
  const words = SEARCH_REDIRECT_WORDS[language];
  return Object.hasOwn(words, term) ? words[term]! : null;
}

/**
 * Where submitting a (normalised) search term goes (spec §2): its sale page when the term is a
 * redirect word of `language`, else the search results page `/search/?q=<term>`.
 */
export function searchDestination(term: string, language: Storefront['language']): string {
  return searchRedirect(term, language) ?? searchResultsPath(term);
}
