import { ApolloClient, ApolloLink } from '@apollo/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import { createCommerceCache } from '@/lib/apollo/cache';
import { LOCAL_LISTS_STORAGE_KEY, LOCAL_LISTS_VERSION } from '@/lib/state/local-lists';
import { StateProvider } from '@/lib/state/StateProvider';
import en from '@/messages/en.json';
import { setTestBrowserClient } from '../support/browser-apollo-mock';
import '../support/render';

/** One operation the stub commerce endpoint received. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The stub endpoint's answer to one operation: a GraphQL result, or an Error for a failed request. */
export type Answer = { data?: unknown; errors?: { message: string }[] } | Error;

/**
 * A stub commerce endpoint as an Apollo link: records every operation and answers it from `answer`.
 * It stands in for the BFF (the overlay's calls go through the browser client, mocked by
 * `../support/browser-apollo-mock`).
 */
export function stubCommerce(answer: (operation: SentOperation) => Answer) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const received = { operationName: operation.operationName ?? '', variables: { ...operation.variables } };
        sent.push(received);
        const result = answer(received);
        if (result instanceof Error) observer.error(result);
        else {
          observer.next(result as never);
          observer.complete();
        }
      }),
  );
  setTestBrowserClient(new ApolloClient({ cache: createCommerceCache(), link }));
  return { sent, searches: () => sent.filter((operation) => operation.operationName === 'SearchOverlay') };
}

/** A product as the overlay's search selects it (euros incl. VAT). */
export function searchProduct(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: `p${index}`,
    sku: `10000${index}.001`,
    name: `Runner ${index}`,
    brand: 'Velora',
    color: 'zwart',
    url: `/velora-runner-${index}-10000${index}-001/`,
    image: `/media/products/10000${index}.001/main-498x705.webp`,
    price: 79.95,
    regular_price: 79.95,
    ...overrides,
  };
}

/** A page of `urlData` (spec §7). */
interface PageFixture {
  url: string;
  label: string;
  page_group: string;
  parents: { label: string; url: string }[];
}

/** A `SearchOverlay` answer. */
export function overlayAnswer({
  products = [searchProduct(1), searchProduct(2), searchProduct(3)],
  totalCount = products.length,
  suggestions = [],
  urls = [],
}: {
  products?: ReturnType<typeof searchProduct>[];
  totalCount?: number;
  suggestions?: string[];
  urls?: PageFixture[];
} = {}) {
  return {
    data: {
      search: {
        __typename: 'SearchResult',
        productData: { __typename: 'ProductData', products, totalCount },
        urlData: {
          __typename: 'UrlData',
          urls: urls.map((url) => ({
            __typename: 'UrlItem',
            ...url,
            parents: url.parents.map((parent) => ({ __typename: 'Breadcrumb', ...parent })),
          })),
        },
        urlSuggestData: {
          __typename: 'UrlSuggestData',
          suggestions: suggestions.map((text) => ({ __typename: 'Suggestion', text })),
        },
      },
    },
  };
}

/** A `SearchCategoryFacets` answer with the category facet's `entries`. */
export function facetsAnswer(
  entries: { value: string; label: string; count: number; url: string | null; level: number }[],
) {
  return {
    data: {
      search: {
        __typename: 'SearchResult',
        productData: {
          __typename: 'ProductData',
          aggregations: [
            {
              __typename: 'Aggregation',
              name: 'category',
              entries: entries.map((entry) => ({ __typename: 'AggregationEntry', ...entry })),
            },
          ],
        },
      },
    },
  };
}

/** Stores recent search terms (newest first) where the local lists store reads them. */
export function storeRecentSearches(terms: string[]): void {
  localStorage.setItem(
    LOCAL_LISTS_STORAGE_KEY,
    JSON.stringify({ state: { recentSearches: terms }, version: LOCAL_LISTS_VERSION }),
  );
}

/** Makes `(min-width: 64em)` match (the full-screen panel) or not; jsdom has no `matchMedia`. */
export function setWideScreen(wide: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('64em'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/**
 * Renders `ui` as the header renders the search island: English messages and the zustand stores.
 * With fake timers, typing advances them (`userEvent` would otherwise wait on real ones).
 */
export function renderSearch(ui: React.ReactElement, { fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      <StateProvider>{ui}</StateProvider>
    </NextIntlClientProvider>,
  );
  return { user, ...view };
}
