// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistLink } from '@/components/header/WishlistLink';
import { WishlistController } from '@/components/wishlist/WishlistController';
import { StateProvider } from '@/lib/state/StateProvider';
import { LOCAL_LISTS_STORAGE_KEY, LOCAL_LISTS_VERSION } from '@/lib/state/local-lists';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { renderIsland } from '../support/render';
import { WishlistProducts } from '@/graphql/wishlist';
import { accountAnswer } from './wishlist-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const EN_LABELS = { name: en.wishlist.link, ...en.wishlist.linkCount };
const COPY = en.wishlist;

function saved(skus: string[], uids: string[]) {
  localStorage.setItem(
    LOCAL_LISTS_STORAGE_KEY,
    JSON.stringify({ state: { guestWishlist: skus, guestLookbookWishlist: uids }, version: LOCAL_LISTS_VERSION }),
  );
}

const link = () => screen.getByTestId('wishlist-link');

// The controller's lazily loaded modules, compiled once up front so that no test waits for the compiler.
beforeAll(async () => {
  await Promise.all([import('@/lib/wishlist/hearts'), import('@/lib/wishlist/account-session')]);
});
beforeEach(() => localStorage.clear());
afterEach(() => Cookies.remove(COOKIES.customerHint));

describe('header wishlist link (spec §2 Header: the wishlist link shows an item count)', () => {
  it('counts a guest’s products plus looks and links to /wishlist/; the count is in its name', async () => {
    saved(['100001.001', '100002.001'], ['city-spring']);
    renderIsland(<WishlistLink icon={null} locale="en-GB" labels={EN_LABELS} />);
    await waitFor(() => expect(link()).toHaveAccessibleName('Wishlist, 3 items'));
    expect(link()).toHaveAttribute('href', expect.stringMatching(/^\/wishlist\/?$/));
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('3');
  });

  it('uses the language’s plural (French: 0 and 1 are singular)', async () => {
    const labels = { name: fr.wishlist.link, ...fr.wishlist.linkCount };
    const { unmount } = renderIsland(<WishlistLink icon={null} locale="fr-FR" labels={labels} />);
    await waitFor(() => expect(link()).toHaveAccessibleName('Liste d’envies, 0 article'));
    unmount();
    saved(['100001.001'], ['city-spring']);
    renderIsland(<WishlistLink icon={null} locale="fr-FR" labels={labels} />);
    await waitFor(() => expect(link()).toHaveAccessibleName('Liste d’envies, 2 articles'));
  });

  it('renders without a count on the server: pages are cached and shared', () => {
    saved(['100001.001'], []);
    Cookies.set(COOKIES.customerHint, '1');
    const html = renderToString(
      <StateProvider>
        <WishlistLink icon={null} locale="en-GB" labels={EN_LABELS} />
      </StateProvider>,
    );
    expect(html).toContain('>Wishlist<');
    expect(html).toMatch(/href="\/wishlist\/?"/);
    expect(html).not.toContain('wishlist-count');
  });

  it('logged in: counts the account’s products plus lookbooks and links to /customer/wishlist/', async () => {
    saved(['100009.001'], []);
    Cookies.set(COOKIES.customerHint, '1');
    renderIsland(
      <>
        <WishlistLink icon={null} locale="en-GB" labels={EN_LABELS} />
        <WishlistController copy={COPY} />
      </>,
      {
        mocks: [
          accountAnswer([{ id: '11', sku: '100001.001' }], { customer_settings_lookbook_wishlist: ['a', 'b'] }),
          // The guest's product is merged into the account at login: the catalog does not know it.
          {
            request: {
              query: WishlistProducts,
              variables: { skus: ['100009.001'], itemsPerPage: 1 },
            },
            result: {
              data: {
                search: { __typename: 'SearchResult', productData: { __typename: 'ProductData', products: [] } },
              },
            },
          },
        ],
      },
    );
    expect(link()).toHaveAttribute('href', expect.stringMatching(/^\/customer\/wishlist\/?$/));
    await waitFor(() => expect(link()).toHaveAccessibleName('Wishlist, 3 items'));
    await act(async () => undefined);
  });
});
