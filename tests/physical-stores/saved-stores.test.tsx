// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCustomer, UpdateCustomer } from '@/graphql/account';
import { SaveStoreButton } from '@/components/physical-stores/SaveStoreButton';
import { useSavedStoreIds } from '@/lib/physical-stores/use-saved-store-ids';
import { StateProvider, useStateStores } from '@/lib/state/StateProvider';
import { toggleDisabled, wishlistKey } from '@/lib/state/wishlist-store';
import { mergeGuestLists } from '@/lib/wishlist/merge-guest-lists';
import { toggleWishlistItem } from '@/lib/wishlist/toggle';
import en from '@/messages/en.json';
import { customerFixture } from '../customer/customer-fixture';
import { renderIsland } from '../support/render';
import { answering, COPY, makeStores } from '../wishlist/wishlist-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const STORES_FIELD = 'customer_settings_stores';
const store = (providerId: string) => ({ kind: 'store' as const, providerId });

/** getCustomer with these saved stores. */
function customerWithStores(stores: string[]) {
  return {
    request: { query: GetCustomer },
    result: { data: { getCustomer: customerFixture({ customFields: { [STORES_FIELD]: stores } }) } },
  };
}

/** updateCustomer writing `stores` into customFields, answered with the customer holding them. */
function storesWritten(stores: string[], delay = 0) {
  return {
    request: { query: UpdateCustomer, variables: { input: { customFields: { [STORES_FIELD]: stores } } } },
    result: {
      data: {
        updateCustomer: {
          __typename: 'Context' as const,
          customer: customerFixture({ customFields: { [STORES_FIELD]: stores } }),
        },
      },
    },
    delay,
  };
}

beforeEach(() => localStorage.clear());

describe('saving stores as a guest (spec §4: guests are stored locally)', () => {
  it('adds and removes a store in the local list, with a toast each time and no analytics', async () => {
    const stores = makeStores();
    await toggleWishlistItem(stores, store('store-ams-01'), { ...COPY, added: 'saved', removed: 'removed' });
    expect(stores.lists.getState().guestStores).toEqual(['store-ams-01']);
    expect(JSON.parse(localStorage.getItem('storefront-local-lists')!).state.guestStores).toEqual(['store-ams-01']);
    expect(stores.ui.getState().toasts.at(-1)?.message).toBe('saved');
    await toggleWishlistItem(stores, store('store-ams-01'), { ...COPY, added: 'saved', removed: 'removed' });
    expect(stores.lists.getState().guestStores).toEqual([]);
    expect(stores.ui.getState().toasts.at(-1)?.message).toBe('removed');
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('saving stores as a customer (spec §3 customer_settings_stores, §4 custom fields)', () => {
  it('writes customFields by read-modify-write, keeping what another device saved; disabled until the answer', async () => {
    answering([customerWithStores(['store-utr-01']), storesWritten(['store-utr-01', 'store-ams-01'], 30)]);
    const stores = makeStores({ products: [], lookbooks: [], stores: [] });
    const running = toggleWishlistItem(stores, store('store-ams-01'), COPY);
    expect(toggleDisabled(stores.wishlist.getState(), wishlistKey('store', 'store-ams-01'))).toBe(true);
    await running;
    expect(stores.wishlist.getState().account?.stores).toEqual(['store-utr-01', 'store-ams-01']);
    expect(toggleDisabled(stores.wishlist.getState(), wishlistKey('store', 'store-ams-01'))).toBe(false);
    expect(stores.lists.getState().guestStores).toEqual([]);
  });

  it('removes a saved store from customFields', async () => {
    answering([customerWithStores(['store-ams-01', 'store-utr-01']), storesWritten(['store-utr-01'])]);
    const stores = makeStores({ products: [], lookbooks: [], stores: ['store-ams-01', 'store-utr-01'] });
    await toggleWishlistItem(stores, store('store-ams-01'), COPY);
    expect(stores.wishlist.getState().account?.stores).toEqual(['store-utr-01']);
  });

  it('moves the guest’s stores into the account at login and empties the guest list', async () => {
    answering([customerWithStores(['store-utr-01']), storesWritten(['store-utr-01', 'store-ams-01'])]);
    const stores = makeStores({ products: [], lookbooks: [], stores: ['store-utr-01'] });
    stores.lists.setState({ guestStores: ['store-ams-01', 'store-utr-01'] });
    expect(await mergeGuestLists(stores)).toBe(true);
    expect(stores.wishlist.getState().account?.stores).toEqual(['store-utr-01', 'store-ams-01']);
    expect(stores.lists.getState().guestStores).toEqual([]);
  });

  it('keeps the guest’s stores for the next page when the account cannot take them', async () => {
    answering([customerWithStores([]), { ...storesWritten(['store-ams-01']), result: { errors: [{ message: 'x' }] } }]);
    const stores = makeStores({ products: [], lookbooks: [], stores: [] });
    stores.lists.setState({ guestStores: ['store-ams-01'] });
    expect(await mergeGuestLists(stores)).toBe(false);
    expect(stores.lists.getState().guestStores).toEqual(['store-ams-01']);
  });
});

/** Shows `useSavedStoreIds()` and exposes the page's stores. */
function SavedIds({ onStores }: { onStores?: (stores: ReturnType<typeof useStateStores>) => void }) {
  const ids = useSavedStoreIds();
  const stores = useStateStores();
  onStores?.(stores);
  return <p data-testid="ids">{ids === null ? 'unknown' : ids.join(',') || 'none'}</p>;
}

describe('useSavedStoreIds (the saved stores for other lists, e.g. the PDP’s store stock)', () => {
  it('is unknown until local storage is read, then the guest’s list; the account’s once logged in', async () => {
    localStorage.setItem(
      'storefront-local-lists',
      JSON.stringify({ state: { guestStores: ['store-ams-01'] }, version: 1 }),
    );
    let stores: ReturnType<typeof useStateStores> | undefined;
    renderIsland(<SavedIds onStores={(value) => (stores = value)} />);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('store-ams-01'));
    act(() => stores!.wishlist.setState({ status: 'loading', account: null }));
    expect(screen.getByTestId('ids')).toHaveTextContent('unknown');
    act(() =>
      stores!.wishlist.setState({
        status: 'ready',
        account: { products: [], lookbooks: [], stores: ['store-utr-01'] },
      }),
    );
    expect(screen.getByTestId('ids')).toHaveTextContent('store-utr-01');
  });
});

describe('the save-as-my-store heart', () => {
  it('is disabled in the server’s HTML (before hydration), named, not pressed on a cached page', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <StateProvider>
          <SaveStoreButton providerId="store-ams-01" />
        </StateProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain(en.storeLocator.saveStore);
  });

  it('saves and removes the store once hydrated, pressed to match', async () => {
    const { user } = renderIsland(<SaveStoreButton providerId="store-ams-01" />);
    const heart = screen.getByRole('button', { name: en.storeLocator.saveStore });
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText(en.storeLocator.storeSaved)).toBeInTheDocument();
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});
