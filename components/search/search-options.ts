import type { SearchPageData, SearchProductData } from '@/graphql/search';
import type { OverlayResults } from '@/lib/search/search-client';
import { RECENT_SEARCHES_SHOWN } from '@/lib/search/search-terms';

/** One option of the overlay's listbox; `id` is its element id (for aria-activedescendant). */
export type SearchOption =
  | { kind: 'recent'; id: string; term: string }
  | { kind: 'suggestion'; id: string; text: string }
  | { kind: 'product'; id: string; product: SearchProductData }
  | { kind: 'page'; id: string; page: SearchPageData };

/** The page groups of spec §7 ('Category', 'Plp', "Pagina's") in the order the overlay lists them. */
const PAGE_GROUP_ORDER = ['Category', 'Plp', "Pagina's"];

/**
 * The pages of a result grouped by `page_group` (spec §7 urlData): known groups first in
 * {@link PAGE_GROUP_ORDER}, unknown ones after them in the order they appear; the back end's order
 * within a group.
 */
export function groupPages(pages: readonly SearchPageData[]): { group: string; pages: SearchPageData[] }[] {
  const groups = new Map<string, SearchPageData[]>();
  for (const page of pages) groups.set(page.page_group, [...(groups.get(page.page_group) ?? []), page]);
  const rank = (group: string) => {
    const index = PAGE_GROUP_ORDER.indexOf(group);
    return index === -1 ? PAGE_GROUP_ORDER.length : index;
  };
  return [...groups.entries()]
    .map(([group, entries]) => ({ group, pages: entries }))
    .sort((a, b) => rank(a.group) - rank(b.group));
}

/**
 * The listbox options in the order they are shown and arrowed through (WAI-ARIA combobox): while the
 * term is too short the 5 most recent search terms (spec §2, §9); for a searchable term the
 * suggestions, the products and the pages by group. `idPrefix` makes the element ids unique.
 */
export function searchOptions(
  idPrefix: string,
  { searchable, recent, results }: { searchable: boolean; recent: readonly string[]; results: OverlayResults | null },
): SearchOption[] {
  if (!searchable)
    return recent
      .slice(0, RECENT_SEARCHES_SHOWN)
      .map((term, index) => ({ kind: 'recent', id: `${idPrefix}-recent-${index}`, term }));
  if (!results) return [];
  return [
    ...results.suggestions.map((text, index): SearchOption => ({
      kind: 'suggestion',
      id: `${idPrefix}-suggestion-${index}`,
      text,
    })),
    ...results.products.map((product, index): SearchOption => ({
      kind: 'product',
      id: `${idPrefix}-product-${index}`,
      product,
    })),
    ...groupPages(results.pages)
      .flatMap((group) => group.pages)
      .map((page, index): SearchOption => ({ kind: 'page', id: `${idPrefix}-page-${index}`, page })),
  ];
}
