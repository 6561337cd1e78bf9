// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchOverlay } from '@/components/search/SearchOverlay';
import en from '@/messages/en.json';
import {
  facetsAnswer,
  overlayAnswer,
  renderSearch,
  searchProduct,
  setWideScreen,
  stubCommerce,
} from './search-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

const t = en.search;
const grid = overlayAnswer({ products: Array.from({ length: 6 }, (_, index) => searchProduct(index)), totalCount: 40 });

function renderPanel() {
  const view = renderSearch(<SearchOverlay open onClose={() => {}} language="nl" locale="nl-NL" />);
  return { ...view, input: screen.getByRole('combobox', { name: t.inputLabel }) };
}

beforeEach(() => setWideScreen(true));
afterEach(() => setWideScreen(false));

describe('full-screen search panel from 64em (spec §2 Search overlay)', () => {
  it('shows a grid of 6 products (not a quick search) and a sidebar of categories with counts', async () => {
    const commerce = stubCommerce(({ operationName }) =>
      operationName === 'SearchCategoryFacets'
        ? facetsAnswer([
            { value: '3', label: 'Schoenen', count: 4, url: '/dames/schoenen/', level: 2 },
            { value: '12', label: 'Sneakers', count: 31, url: '/dames/schoenen/sneakers/', level: 3 },
            { value: '40', label: 'Outlet', count: 5, url: null, level: 2 },
            { value: '41', label: 'Empty', count: 0, url: null, level: 2 },
          ])
        : grid,
    );
    const { user, input } = renderPanel();
    await user.type(input, 'Sneakers');
    const sidebar = await screen.findByRole('navigation', { name: t.categoriesTitle });
    expect(commerce.searches()).toEqual([
      { operationName: 'SearchOverlay', variables: { search: 'sneakers', isQuickSearch: false, itemsPerPage: 6 } },
    ]);
    expect(commerce.sent).toContainEqual({ operationName: 'SearchCategoryFacets', variables: { search: 'sneakers' } });
    expect(within(screen.getByRole('group', { name: t.productsTitle })).getAllByRole('option')).toHaveLength(6);

    // Most products first; categories without products are left out.
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Sneakers 3131 products',
      'Outlet 55 products',
      'Schoenen 44 products',
    ]);
    expect(links[0]).toHaveAccessibleName('Sneakers 31 products');
    expect(links[0]!.getAttribute('href')).toMatch(/^\/dames\/schoenen\/sneakers\/?$/);
    // A category without a URL of its own: the search results narrowed to it.
    expect(links[1]!.getAttribute('href')).toMatch(/^\/search\/?\?q=sneakers&category=40$/);
    expect(screen.getByRole('status')).toHaveTextContent('40 products found');
  });

  it('leaves the sidebar out when the facets fail, and still shows the products', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubCommerce(({ operationName }) =>
      operationName === 'SearchCategoryFacets'
        ? { errors: [{ message: 'Cannot return null for non-nullable field ProductData.aggregations.' }] }
        : grid,
    );
    const { user, input } = renderPanel();
    await user.type(input, 'sneakers');
    await screen.findByRole('group', { name: t.productsTitle });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('navigation', { name: t.categoriesTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(t.error)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('leaves the sidebar out when there are no categories', async () => {
    stubCommerce(({ operationName }) => (operationName === 'SearchCategoryFacets' ? facetsAnswer([]) : grid));
    const { user, input } = renderPanel();
    await user.type(input, 'sneakers');
    await screen.findByRole('group', { name: t.productsTitle });
    expect(screen.queryByRole('navigation', { name: t.categoriesTitle })).not.toBeInTheDocument();
  });
});
