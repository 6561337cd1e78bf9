// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchOverlay } from '@/components/search/SearchOverlay';
import { LOCAL_LISTS_STORAGE_KEY } from '@/lib/state/local-lists';
import en from '@/messages/en.json';
import {
  overlayAnswer,
  renderSearch,
  searchProduct,
  setWideScreen,
  storeRecentSearches,
  stubCommerce,
} from './search-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push }) }));

const t = en.search;

function renderOverlay(options: { fakeTimers?: boolean; priceNote?: React.ReactNode } = {}) {
  const onClose = vi.fn();
  const view = renderSearch(
    <SearchOverlay open onClose={onClose} language="nl" locale="nl-NL" priceNote={options.priceNote} />,
    options,
  );
  return { ...view, onClose, input: screen.getByRole('combobox', { name: t.inputLabel }) };
}

/** The stored recent terms, newest first. */
function storedRecent(): string[] {
  return JSON.parse(localStorage.getItem(LOCAL_LISTS_STORAGE_KEY) ?? '{}').state?.recentSearches ?? [];
}

beforeEach(() => {
  localStorage.clear();
  push.mockClear();
  setWideScreen(false);
});
afterEach(() => vi.useRealTimers());

describe('search overlay: when it searches (spec §4, §7, §9 Search)', () => {
  // Typed with change events: user-event's own waits stall under Vitest's fake timers.
  const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

  it('searches nothing below 4 characters, and a trimmed lowercased term 500 ms after typing pauses', async () => {
    vi.useFakeTimers();
    const commerce = stubCommerce(() => overlayAnswer());
    const { input } = renderOverlay();
    type(input, ' SNE');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(commerce.sent).toEqual([]);
    expect(screen.getByText('Type at least 4 characters to search.')).toBeInTheDocument();

    for (const value of [' SNEA', ' SNEAK', ' SNEAKe', ' SNEAKers ']) {
      type(input, value);
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(commerce.sent).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(commerce.sent).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // One search for the whole burst of typing, a quick search (3 products) below 64em.
    expect(commerce.searches()).toEqual([
      { operationName: 'SearchOverlay', variables: { search: 'sneakers', isQuickSearch: true } },
    ]);
    expect(commerce.sent.map((operation) => operation.operationName)).not.toContain('SearchCategoryFacets');
    expect(input).toHaveValue(' SNEAKers ');
  });

  it('is busy while a search waits, then announces the number of products politely', async () => {
    vi.useFakeTimers();
    stubCommerce(() => overlayAnswer({ totalCount: 12 }));
    const { input } = renderOverlay();
    const results = () => screen.getByRole('listbox', { hidden: true }).parentElement!.parentElement!;
    type(input, 'runner');
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(t.searching)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText(t.searching)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(t.searching)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 products found');
  });
});

describe('search overlay: recent search terms (spec §2, §9 recent searches shown 5)', () => {
  it('lists the 5 newest recent terms while the term is short, and clears them', async () => {
    storeRecentSearches(['boots', 'sandals', 'loafers', 'pumps', 'bags', 'dresses', 'shirts']);
    stubCommerce(() => overlayAnswer());
    const { user, input } = renderOverlay();
    const listbox = await screen.findByRole('listbox', { name: t.resultsLabel });
    const recent = within(listbox).getByRole('group', { name: t.recentTitle });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['boots', 'sandals', 'loafers', 'pumps', 'bags']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: t.clearRecent }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(storedRecent()).toEqual([]);
  });

  it('fills the input with a chosen recent term and searches it at once', async () => {
    storeRecentSearches(['sneakers']);
    const commerce = stubCommerce(() => overlayAnswer());
    const { user, input } = renderOverlay();
    await user.click(await screen.findByRole('option', { name: 'sneakers' }));
    expect(input).toHaveValue('sneakers');
    expect(input).toHaveFocus();
    await waitFor(() => expect(commerce.searches()).toHaveLength(1));
    expect(await screen.findByRole('option', { name: /Runner 1/ })).toBeInTheDocument();
  });
});

describe('search overlay: combobox (WAI-ARIA 1.2) and results', () => {
  const answer = overlayAnswer({
    suggestions: ['velora runner', 'runners'],
    products: [
      searchProduct(1),
      searchProduct(2, { price: 59.95, regular_price: 89.95 }),
      // Another colour of the first style: the colour tells the two rows apart.
      searchProduct(3, { name: 'Runner 1', color: 'cognac' }),
    ],
    urls: [
      { url: '/heren/schoenen/', label: 'Schoenen', page_group: 'Plp', parents: [{ label: 'Heren', url: '/heren/' }] },
      {
        url: '/dames/schoenen/sneakers/',
        label: 'Sneakers',
        page_group: 'Category',
        parents: [
          { label: 'Dames', url: '/dames/' },
          { label: 'Schoenen', url: '/dames/schoenen/' },
        ],
      },
    ],
  });

  it('shows suggestions, products and pages grouped by page group, and arrows through them', async () => {
    stubCommerce(() => answer);
    const { user, input } = renderOverlay();
    await user.type(input, 'runn');
    const listbox = await screen.findByRole('listbox', { name: t.resultsLabel });
    await within(listbox).findByRole('group', { name: t.productsTitle });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(4);
    const groups = within(listbox)
      .getAllByRole('group')
      .map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent);
    expect(groups).toEqual([t.suggestionsTitle, t.productsTitle, t.groupCategory, t.groupPlp]);
    expect(within(listbox).getByRole('option', { name: /Velora\s*Runner 1\s*zwart/ })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: /Velora\s*Runner 1\s*cognac/ })).toBeInTheDocument();
    const product = within(listbox).getByRole('option', { name: /Velora\s*Runner 2/ });
    expect(product).toHaveTextContent('€ 59,95');
    expect(within(listbox).getByRole('option', { name: /Sneakers\s*Dames › Schoenen/ })).toBeInTheDocument();

    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(7);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', product.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options[6]!.id);
    expect(input).toHaveFocus();
  });

  it('follows the active product with Enter and keeps the term as a recent search', async () => {
    stubCommerce(() => answer);
    const { user, input, onClose } = renderOverlay();
    await user.type(input, 'Runn');
    await screen.findByRole('group', { name: t.productsTitle });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith(searchProduct(1).url);
    expect(storedRecent()).toEqual(['runn']);
    expect(onClose).toHaveBeenCalled();
  });

  it('fills the input with a clicked suggestion and searches it', async () => {
    const commerce = stubCommerce(() => answer);
    const { user, input } = renderOverlay();
    await user.type(input, 'runn');
    await user.click(await screen.findByRole('option', { name: 'velora runner' }));
    expect(input).toHaveValue('velora runner');
    await waitFor(() =>
      expect(commerce.searches().map((operation) => operation.variables.search)).toEqual(['runn', 'velora runner']),
    );
  });

  it('links "Show all results" to /search/?q=<term>', async () => {
    stubCommerce(() => answer);
    const { user, input } = renderOverlay();
    await user.type(input, 'Runners');
    const showAll = await screen.findByRole('link', { name: t.showAll });
    expect(showAll.getAttribute('href')).toMatch(/^\/search\/?\?q=runners$/);
  });

  it('shows the server’s price note below the products, and closes when its link is followed', async () => {
    stubCommerce(() => answer);
    const note = (
      <p data-testid="note">
        * Alle Preise inkl. MwSt., zzgl. <a href="https://shop.example/versand/">Versandkosten</a>
      </p>
    );
    const { user, input, onClose } = renderOverlay({ priceNote: note });
    await user.type(input, 'Runners');
    const link = within(await screen.findByTestId('note')).getByRole('link');
    // The followed link's navigation is not under test.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('clears the input on Escape, then closes', async () => {
    stubCommerce(() => answer);
    const { user, input, onClose } = renderOverlay();
    await user.type(input, 'runn');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: t.title })).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });
});

describe('search overlay: submitting, empty results and errors', () => {
  it('submits the term to the search results page and keeps it as a recent search', async () => {
    stubCommerce(() => overlayAnswer());
    const { user, input } = renderOverlay();
    await user.type(input, ' Rode Tas {Enter}');
    expect(push).toHaveBeenCalledWith('/search/?q=rode%20tas');
    expect(storedRecent()).toEqual(['rode tas']);
  });

  it('sends a redirect word of the storefront language to its sale page', async () => {
    stubCommerce(() => overlayAnswer());
    const { user, input } = renderOverlay();
    await user.type(input, 'Uitverkoop{Enter}');
    expect(push).toHaveBeenCalledWith('/sale/');
  });

  it(`says '${en.search.noResults}' when nothing matches`, async () => {
    stubCommerce(() => overlayAnswer({ products: [], totalCount: 0 }));
    const { user, input } = renderOverlay();
    await user.type(input, 'xyzzy');
    expect(
      await screen.findByText('No results found for this search term.', { selector: ':not([role=status])' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No results found for this search term.');
    expect(screen.queryByRole('link', { name: t.showAll })).not.toBeInTheDocument();
  });

  it('says a failed search failed and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubCommerce(() => new Error('Failed to fetch'));
    const { user, input } = renderOverlay();
    await user.type(input, 'Sneakers');
    expect(await screen.findByText(t.error, { selector: ':not([role=status])' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(t.error);
    expect(input).toHaveValue('Sneakers');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
