/**
 * The search overlay's rules (spec §4 'Search', §5 'Search', §9 'Search'): how a typed text becomes
 * a search term, when it is searched, and how much of each result is shown. Pure; safe anywhere.
 */

/** Spec §9: a term is searched from 4 characters on ('longer than 3 characters', §4, §5). */
export const MIN_SEARCH_LENGTH = 4;
/** Spec §7, §9: the search runs once typing has paused this long (ms). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Spec §9 'delay 300 ms': a pending search shows its busy indicator only after this long (ms), so quick answers never flash it. */
export const SEARCH_BUSY_DELAY_MS = 300;
/** Spec §9: products of the quick search (narrow screens). */
export const QUICK_SEARCH_ITEMS = 3;
/** Products of the full-screen panel's grid (wide screens): 2 or 3 full rows of its 2 or 3 columns. */
export const GRID_SEARCH_ITEMS = 6;
/** Spec §9: suggestions shown. */
export const SUGGESTIONS_SHOWN = 5;
/** Spec §2, §9: recent search terms shown while the term is too short. */
export const RECENT_SEARCHES_SHOWN = 5;

/** The search term of a typed text (spec §4: trimmed, lowercased). */
export function normaliseSearchTerm(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether a (normalised) term is long enough to search: more than 3 characters (spec §4). */
export function isSearchable(term: string): boolean {
  return term.length >= MIN_SEARCH_LENGTH;
}

/** The search results page of a term (spec §2: 'Submitting goes to /search/?q='). */
export function searchResultsPath(term: string): string {
  return `/search/?q=${encodeURIComponent(term)}`;
}

/**
 * Where the full search results of a category suggestion live: the category's own page, or the
 * search results page narrowed to the category (`category` = the facet entry's value) when the
 * category has no URL in this store.
 */
export function categoryResultsPath(term: string, category: { value: string; url: string | null }): string {
  return category.url ?? `${searchResultsPath(term)}&category=${encodeURIComponent(category.value)}`;
}
