'use client';

import { useCallback, useEffect, useState } from 'react';
import type { CategoryFacetEntry } from '@/graphql/search';
import { categoryFacets, searchOverlay, type OverlayLayout, type OverlayResults } from '@/lib/search/search-client';
import { isSearchable, normaliseSearchTerm, SEARCH_BUSY_DELAY_MS, SEARCH_DEBOUNCE_MS } from '@/lib/search/search-terms';

/** One search sent: its term and layout; `id` tells two searches of one term apart. */
interface SearchRequest {
  id: number;
  term: string;
  layout: OverlayLayout;
}

/** The answer of one {@link SearchRequest}. */
interface SearchAnswer {
  id: number;
  results: OverlayResults | null;
  failed: boolean;
}

/** What the overlay shows for the typed text (see {@link useOverlaySearch}). */
export interface OverlaySearch {
  /** The search term: the text trimmed and lowercased (spec §4). */
  term: string;
  /** Whether the term is long enough to search (more than 3 characters, spec §4). */
  searchable: boolean;
  /** The latest answered results for a searchable term; kept while a newer search is pending. */
  results: OverlayResults | null;
  /** Category suggestions of those results (wide layout only; [] when absent). */
  facets: CategoryFacetEntry[];
  /** A search for the current term is waiting for its debounce or its answer (aria-busy). */
  pending: boolean;
  /** `pending` for longer than {@link SEARCH_BUSY_DELAY_MS}: show the busy indicator. */
  slow: boolean;
  /** The search for the current term failed. */
  failed: boolean;
  /** Searches `text` at once, without the debounce (a chosen suggestion or recent term). */
  searchNow: (text: string) => void;
}

let nextRequestId = 1;

/**
 * The overlay's search (spec §4, §7, §9 'Search'): `text` is trimmed and lowercased; a term of 4 or
 * more characters is searched once typing has paused 500 ms (no request for shorter terms), in the
 * `layout` the screen shows (quick search or the wide panel's grid, whose category facets are asked
 * beside it). Answers to superseded requests are dropped, so results always belong to the latest
 * search.
 */
export function useOverlaySearch(text: string, layout: OverlayLayout): OverlaySearch {
  const term = normaliseSearchTerm(text);
  const searchable = isSearchable(term);
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [facets, setFacets] = useState<{ id: number; entries: CategoryFacetEntry[] } | null>(null);
  const [slowFor, setSlowFor] = useState<string | null>(null);

  // The debounce: every change of the term restarts the wait (spec §7 'debounced 500 ms').
  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(
      () =>
        setRequest((current) =>
          current?.term === term && current.layout === layout ? current : { id: nextRequestId++, term, layout },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [term, searchable, layout]);

  useEffect(() => {
    if (!request) return;
    let current = true;
    searchOverlay(request.term, request.layout).then(
      (results) => current && setAnswer({ id: request.id, results, failed: false }),
      (error: unknown) => {
        // Spec §8: GraphQL and network errors are logged; the overlay says it failed.
        console.error('search failed', error);
        if (current) setAnswer({ id: request.id, results: null, failed: true });
      },
    );
    if (request.layout === 'grid')
      void categoryFacets(request.term).then((entries) => current && setFacets({ id: request.id, entries }));
    return () => {
      current = false;
    };
  }, [request]);

  const answered = answer !== null && answer.id === request?.id;
  const pending = searchable && (request?.term !== term || request.layout !== layout || !answered);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlowFor(term), SEARCH_BUSY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, term]);

  const searchNow = useCallback(
    (next: string) => {
      const nextTerm = normaliseSearchTerm(next);
      if (isSearchable(nextTerm)) setRequest({ id: nextRequestId++, term: nextTerm, layout });
    },
    [layout],
  );

  return {
    term,
    searchable,
    results: searchable ? (answer?.results ?? null) : null,
    facets: searchable && facets && facets.id === answer?.id ? facets.entries : [],
    pending,
    slow: pending && slowFor === term,
    failed: searchable && !pending && answered && answer.failed,
    searchNow,
  };
}
