// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from '@/components/catalog/facets/SortSelect';
import { DEFAULT_PLP_STATE, parsePlpState, plpQuery, sortKeyOr } from '@/lib/catalog/plp-state';
import { STOREFRONTS } from '@/lib/stores';
import { StateProvider } from '@/lib/state/StateProvider';
import nl from '@/messages/nl.json';

/**
 * A list's own default sort (spec §3 URL record 'sort fields'): the sale page lists the biggest discount
 * first while the shopper has chosen no sort; a chosen sort, even 'recommended', stays in the URL.
 */

const push = vi.hoisted(() => vi.fn());
const listProducts = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl-NL', messages: nl, namespace: namespace as 'plp' }),
  getLocale: async () => 'nl-NL',
}));
vi.mock('@/lib/commerce/queries', () => ({ listProducts }));
vi.mock('@/lib/prismic/product-list-content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/prismic/product-list-content')>()),
  getProductListContent: async () => null,
}));

const { ProductListPage } = await import('@/components/catalog/ProductListPage');

const saleRecord = {
  id: '9',
  url: '/sale/',
  page_type: 'category',
  category_id: null,
  filters: { sale: ['true'] },
  sku: null,
  label: 'Sale',
  gender: null,
  parents: [],
  sort: { key: 'sale', field: 'discount', direction: 'desc', label: 'Hoogste korting' },
};

/** The sale page in `state`, as static HTML; the sort select's chosen option. */
async function chosenSort(state = DEFAULT_PLP_STATE, record: object = saleRecord) {
  const page = await ProductListPage({ record: record as never, storefront: STOREFRONTS.NL, state });
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="nl-NL" messages={nl} timeZone="Europe/Amsterdam">
      <StateProvider>{page}</StateProvider>
    </NextIntlClientProvider>,
  );
  document.body.innerHTML = await new Response(prelude).text();
  return (document.getElementById('plp-sort') as HTMLSelectElement).value;
}

beforeEach(() => {
  document.body.innerHTML = '';
  push.mockReset();
  listProducts.mockReset();
  listProducts.mockResolvedValue({ products: [], totalCount: 0, page: 1, sortOptions: [], aggregations: [] });
});

describe("a list's own default sort", () => {
  it('reads no sort as the list’s default and keeps a chosen one, even recommended', () => {
    expect(parsePlpState('').sort).toBeNull();
    expect(parsePlpState('?sort=recommended').sort).toBe('recommended');
    expect(plpQuery(parsePlpState('?sort=recommended'))).toBe('sort=recommended');
    expect(sortKeyOr('sale')).toBe('sale');
    expect(sortKeyOr('cheapest')).toBe('recommended');
    expect(sortKeyOr(null, 'new')).toBe('new');
  });

  it('lists the sale page by discount while the shopper has chosen no sort, and shows it chosen', async () => {
    expect(await chosenSort()).toBe('sale');
    expect(listProducts).toHaveBeenCalledWith('NL', expect.anything(), DEFAULT_PLP_STATE, 'sale');
  });

  it('follows the shopper’s choice over the list’s default', async () => {
    const state = parsePlpState('?sort=recommended');
    expect(await chosenSort(state)).toBe('recommended');
    expect(listProducts).toHaveBeenCalledWith('NL', expect.anything(), state, 'sale');
  });

  it('takes the search’s default on a list whose record names no sort', async () => {
    expect(await chosenSort(DEFAULT_PLP_STATE, { ...saleRecord, sort: null })).toBe('recommended');
    expect(listProducts).toHaveBeenCalledWith('NL', expect.anything(), DEFAULT_PLP_STATE, 'recommended');
  });

  it('leads to the list’s own URL when the shopper chooses its default, else to the chosen sort', () => {
    render(
      <form action="/sale/">
        <input type="hidden" name="brand" value="velora" />
        <SortSelect id="s" defaultValue="sale" listSort="sale">
          <option value="sale">sale</option>
          <option value="recommended">recommended</option>
        </SortSelect>
      </form>,
    );
    const select = screen.getByRole('combobox');
    fireEvent.change(select, { target: { value: 'recommended' } });
    expect(push).toHaveBeenLastCalledWith('/sale/?brand=velora&sort=recommended', { scroll: false });
    fireEvent.change(select, { target: { value: 'sale' } });
    expect(push).toHaveBeenLastCalledWith('/sale/?brand=velora', { scroll: false });
  });
});
