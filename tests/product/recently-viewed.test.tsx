// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentlyViewedProducts } from '@/graphql/recently-viewed';
import { RecentlyViewedSection } from '@/components/product/RecentlyViewedSection';
import { recentlyViewedToShow, RECENTLY_VIEWED_SHOWN } from '@/lib/product/recently-viewed-skus';
import { LOCAL_LISTS_STORAGE_KEY, LOCAL_LISTS_VERSION } from '@/lib/state/local-lists';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

afterEach(() => localStorage.clear());

function storeViewed(recentlyViewed: string[]) {
  localStorage.setItem(
    LOCAL_LISTS_STORAGE_KEY,
    JSON.stringify({ state: { recentlyViewed }, version: LOCAL_LISTS_VERSION }),
  );
}

const storedViewed = () => JSON.parse(localStorage.getItem(LOCAL_LISTS_STORAGE_KEY)!).state.recentlyViewed;

const card = (sku: string, name: string) => ({
  __typename: 'Product' as const,
  id: sku,
  sku,
  name,
  brand: 'Rivoli',
  url: `/rivoli-${sku}/`,
  image: `/media/products/${sku}/main-498x705.webp`,
  price: 59.95,
  regular_price: 59.95,
});

describe('recently viewed (spec §4: newest first, duplicates moved to the front)', () => {
  it('shows the list without the product on screen, at most eight', () => {
    const skus = Array.from({ length: 12 }, (_, index) => `1000${10 + index}.001`);
    expect(recentlyViewedToShow(skus, '100010.001')).toEqual(skus.slice(1, 1 + RECENTLY_VIEWED_SHOWN));
    expect(recentlyViewedToShow(['100001.001'], '100001.001')).toEqual([]);
  });

  it('records the PDP as viewed (moved to the front) and lists the others newest first', async () => {
    storeViewed(['100002.001', '100003.001', '100001.001']);
    const query = {
      request: { query: RecentlyViewedProducts, variables: { skus: ['100002.001', '100003.001'], itemsPerPage: 2 } },
      // The back end's own order; the list puts them back in the visitor's.
      result: {
        data: {
          search: {
            __typename: 'SearchResult',
            productData: {
              __typename: 'ProductData',
              products: [card('100003.001', 'Older'), card('100002.001', 'Newer')],
            },
          },
        },
      },
    };
    renderIsland(<RecentlyViewedSection viewed="100001.001" locale="en-GB" />, { mocks: [query] });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Rivoli Newer', 'Rivoli Older']);
    await waitFor(() => expect(storedViewed()).toEqual(['100001.001', '100002.001', '100003.001']));
  });

  it('shows nothing before anything else was viewed', async () => {
    renderIsland(<RecentlyViewedSection viewed="100001.001" locale="en-GB" />);
    await waitFor(() => expect(storedViewed()).toEqual(['100001.001']));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
