/**
 * The state of a product list in its URL (spec §2 'Product lists',
 * docs/decisions/0006-list-state-in-the-path.md: filters, sort and page in the URL, shareable):
 * `?brand=nike,puma&color=black&size=38&price=20-50&sale=1&new=1&sort=price-asc&page=2`. Pure functions, used
 * by proxy.ts (which turns a state into a path of its own so every filtered page is cached like any other),
 * the list pages and their links. Unknown parameters are dropped, malformed values ignored; values of one
 * facet combine with OR, facets with AND (the search API).
 */

/** Facets with a list of values in the URL (`category` only on the search results page). */
export const VALUE_FACETS = ['category', 'brand', 'color', 'size'] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

/** Sort keys of spec §9. */
export const SORT_KEYS = ['recommended', 'new', 'sale', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/** The search's own order, the default of a list whose URL record names none. */
export const DEFAULT_SORT: SortKey = 'recommended';

/** `key` when it is one of {@link SORT_KEYS}, else `fallback` (a URL record's sort key, a form's value). */
export function sortKeyOr(key: string | null | undefined, fallback: SortKey = DEFAULT_SORT): SortKey {
  return (SORT_KEYS as readonly string[]).includes(key ?? '') ? (key as SortKey) : fallback;
}

/** At most this many values per facet are read from a URL (a longer list is no shopper's). */
const MAX_VALUES = 20;
/** A facet value: letters, digits, space, dot, dash, underscore (brand slugs, colour keys, sizes such as 'One size', ids). */
const VALUE = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,39}$/u;
/** A price range in whole or decimal euros, either end optional: `20-50`, `-49.95`, `100-`. */
const PRICE = /^(?:\d{1,6}(?:\.\d{1,2})?)?-(?:\d{1,6}(?:\.\d{1,2})?)?$/;
/** A price range with its ends in order: `80-20` → `20-80` (a shopper's swapped fields). */
function inOrder(range: string): string {
  const [from = '', to = ''] = range.split('-');
  return from && to && Number(from) > Number(to) ? `${to}-${from}` : range;
}

/** Highest page number a URL may ask for. */
const MAX_PAGE = 9999;

export interface PlpState {
  /** The search text of the search results page (`q`, trimmed, lowercased, at most 100 characters); null elsewhere. */
  search: string | null;
  /** Selected values per facet, sorted and unique. */
  values: Record<ValueFacet, string[]>;
  /** Price range `min-max` in euros, or null. */
  price: string | null;
  sale: boolean;
  new: boolean;
  /**
   * The sort the shopper chose (`sort` in the URL), or null for the list's own default: its URL record's
   * sort (spec §3 URL record 'sort fields': the sale page lists the biggest discount first), else
   * {@link DEFAULT_SORT}. A list shows `state.sort ?? listSort`.
   */
  sort: SortKey | null;
  /** Page from 1. */
  page: number;
}

/** The unfiltered first page in the default order. */
export const DEFAULT_PLP_STATE: PlpState = {
  search: null,
  values: { category: [], brand: [], color: [], size: [] },
  price: null,
  sale: false,
  new: false,
  sort: null,
  page: 1,
};

// Sizes are matched exactly ('One size', 'XL'); slugs, keys and ids are lowercase.
const normalizeValue = (facet: ValueFacet, value: string) => (facet === 'size' ? value : value.toLowerCase());

/** Reads a list state from a query string (`?…` or a `URLSearchParams`); never throws. */
export function parsePlpState(search: string | URLSearchParams): PlpState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = { ...DEFAULT_PLP_STATE.values };
  for (const facet of VALUE_FACETS) {
    const raw = params.getAll(facet).flatMap((value) => value.split(','));
    const valid = raw.map((value) => value.trim()).filter((value) => VALUE.test(value));
    values[facet] = [...new Set(valid.map((value) => normalizeValue(facet, value)))].sort().slice(0, MAX_VALUES);
  }
  // The price form sends its two fields; a link carries `price=from-to`.
  const range =
    params.has('price_from') || params.has('price_to')
      ? `${params.get('price_from') ?? ''}-${params.get('price_to') ?? ''}`
      : null;
  const price = (params.get('price') ?? range ?? '').replace(/,/g, '.').replace(/\s/g, '');
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  const text = (params.get('q') ?? '').trim().toLowerCase().slice(0, 100);
  return {
    search: text || null,
    values,
    price: PRICE.test(price) && price !== '-' ? inOrder(price) : null,
    sale: params.get('sale') === '1',
    new: params.get('new') === '1',
    sort: (SORT_KEYS as readonly string[]).includes(sort) ? (sort as SortKey) : null,
    page: /^[1-9]\d{0,3}$/.test(page) ? Math.min(Number(page), MAX_PAGE) : 1,
  };
}

/**
 * The canonical query string of a state, without `?`: fixed key order, defaults left out (a chosen sort is
 * kept, even the list's default: the URL does not know the list's default); '' for the default state.
 */
export function plpQuery(state: PlpState): string {
  const parts: string[] = [];
  if (state.search) parts.push(`q=${encodeURIComponent(state.search)}`);
  for (const facet of VALUE_FACETS) {
    if (state.values[facet].length) parts.push(`${facet}=${state.values[facet].map(encodeURIComponent).join(',')}`);
  }
  if (state.price) parts.push(`price=${state.price}`);
  if (state.sale) parts.push('sale=1');
  if (state.new) parts.push('new=1');
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.join('&');
}

/** A list page's URL for a state: `{baseUrl}?{canonical query}`, or `baseUrl` for the default state. */
export function plpHref(baseUrl: string, state: PlpState): string {
  const query = plpQuery(state);
  return query ? `${baseUrl}?${query}` : baseUrl;
}

/** Whether the state narrows or reorders the list (then it is no page for search engines); the search text does not count. */
export function isRefined(state: PlpState): boolean {
  return plpQuery({ ...state, search: null, page: 1 }) !== '';
}

/** The state with one facet value added or removed; back to page 1. */
export function toggleValue(state: PlpState, facet: ValueFacet, value: string): PlpState {
  const normalized = normalizeValue(facet, value);
  const current = state.values[facet];
  const next = current.includes(normalized)
    ? current.filter((entry) => entry !== normalized)
    : [...current, normalized].sort();
  return { ...state, values: { ...state.values, [facet]: next }, page: 1 };
}

/** The state with a flag (sale, new) switched; back to page 1. */
export function toggleFlag(state: PlpState, flag: 'sale' | 'new'): PlpState {
  return { ...state, [flag]: !state[flag], page: 1 };
}

/** The state without filters, keeping the search text and the sort. */
export function withoutFilters(state: PlpState): PlpState {
  return { ...DEFAULT_PLP_STATE, search: state.search, sort: state.sort };
}

/** The state's filters for the search API (`SearchFilterInput`). */
export function searchFilters(state: PlpState): { name: string; values: string[] }[] {
  const filters: { name: string; values: string[] }[] = VALUE_FACETS.filter((facet) => state.values[facet].length).map(
    (facet) => ({
      name: facet,
      values: state.values[facet],
    }),
  );
  if (state.price) filters.push({ name: 'price', values: [state.price] });
  if (state.sale) filters.push({ name: 'sale', values: ['true'] });
  if (state.new) filters.push({ name: 'new', values: ['true'] });
  return filters;
}

/**
 * The list state of the internal path segment proxy.ts wrote (`brand%3Dnike%26page%3D2`, the
 * canonical query escaped once; a route param may arrive escaped or not). Never throws.
 */
export function parseStateSegment(segment: string): PlpState {
  let query = segment;
  for (let round = 0; round < 2 && query.includes('%'); round++) {
    try {
      query = decodeURIComponent(query);
    } catch {
      return DEFAULT_PLP_STATE;
    }
  }
  return parsePlpState(query);
}
