// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestWishlist } from '@/components/wishlist/GuestWishlist';
import { WishlistView } from '@/components/wishlist/WishlistView';
import type { LookbookTile } from '@/lib/prismic/lookbook-queries';
import { LOCAL_LISTS_STORAGE_KEY, LOCAL_LISTS_VERSION } from '@/lib/state/local-lists';
import { StateProvider } from '@/lib/state/StateProvider';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { product } from '../support/cart-fixture';
import { renderIsland } from '../support/render';
import { productsAnswer } from './wishlist-support';
import { StoreLocatorSavedStores } from '@/graphql/store-locator';
import { storeFixture } from '../physical-stores/store-fixture';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn() }) }));

const LOOK: LookbookTile = {
  id: 'doc-1',
  uid: 'city-spring',
  url_key: 'stad-in-de-lente',
  label: 'City in spring',
  image: { url: '/content/lookbook/city-spring.svg', alt: null, dimensions: { width: 384, height: 560 } } as never,
  video: { link_type: 'Any' } as never,
  href: '/lookbook/stad-in-de-lente/',
};

function saved(skus: string[], uids: string[], stores: string[] = []) {
  localStorage.setItem(
    LOCAL_LISTS_STORAGE_KEY,
    JSON.stringify({
      state: { guestWishlist: skus, guestLookbookWishlist: uids, guestStores: stores },
      version: LOCAL_LISTS_VERSION,
    }),
  );
}

beforeAll(async () => {
  await import('@/lib/wishlist/products-by-sku');
  await import('@/lib/physical-stores/saved-stores');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(COOKIES.customerHint);
  replace.mockClear();
});

describe('guest wishlist page (spec §2 /wishlist/: local storage, products by SKU, saved looks)', () => {
  it('shows the saved products as cards and the saved looks as tiles, each under its heading', async () => {
    saved(['100001.001'], ['city-spring']);
    const fetchLooks = vi.fn(async () => Response.json({ looks: [LOOK] }));
    vi.stubGlobal('fetch', fetchLooks);
    renderIsland(<GuestWishlist storefront={{ locale: 'en-GB', language: 'en' }} />, {
      mocks: [productsAnswer(['100001.001'], { '100001.001': '11' })],
    });
    expect(screen.getByText(en.wishlist.loading)).toHaveAttribute('role', 'status');
    const items = await screen.findByRole('region', { name: 'Favorite items' });
    expect(within(items).getByRole('heading', { level: 3, name: 'Rivoli Shoe 100001.001' })).toBeInTheDocument();
    expect(within(items).getByRole('button', { name: 'Add to wishlist' })).toHaveAccessibleDescription(
      'Rivoli Shoe 100001.001',
    );
    const looks = screen.getByRole('region', { name: 'Favorite looks' });
    expect(within(looks).getByRole('heading', { level: 3, name: 'City in spring' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(looks).getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(fetchLooks).toHaveBeenCalledWith('/api/wishlist/looks/?uid=city-spring', expect.anything());
    expect(screen.queryByRole('region', { name: 'My stores' })).toBeNull();
  });

  it('shows the guest’s saved stores (spec §6 My stores), named, addressed and linked to their pages', async () => {
    saved([], [], ['store-ams-01']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ looks: [] })),
    );
    renderIsland(<GuestWishlist storefront={{ locale: 'nl-NL', language: 'nl' }} />, {
      mocks: [
        {
          request: { query: StoreLocatorSavedStores, variables: { providerIds: ['store-ams-01'] } },
          result: { data: { physicalStores: [storeFixture()] } },
        },
      ],
    });
    const stores = await screen.findByRole('region', { name: 'My stores' });
    const name = within(stores).getByRole('heading', { level: 3, name: 'Stride & Style Kalverstraat' });
    // next/link drops the trailing slash outside the app (trailingSlash is next.config's).
    expect(within(name).getByRole('link').getAttribute('href')).toMatch(/^\/winkels\/stride-style-kalverstraat\/?$/);
    expect(within(stores).getByText('1012 PK Amsterdam')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(stores).getByRole('button', { name: en.storeLocator.saveStore })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(stores).getByText(en.storeLocator.openingHours, { selector: 'summary' })).toBeInTheDocument();
  });

  it('shows the empty state with a way back to the shop, asking nothing of the back end', async () => {
    const fetchLooks = vi.fn();
    vi.stubGlobal('fetch', fetchLooks);
    renderIsland(<GuestWishlist storefront={{ locale: 'en-GB', language: 'en' }} />);
    expect(await screen.findByText(en.wishlist.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.wishlist.shop })).toHaveAttribute('href', '/');
    expect(fetchLooks).not.toHaveBeenCalled();
  });

  it('says so when the wishlist cannot be loaded', async () => {
    saved([], ['city-spring']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIsland(<GuestWishlist storefront={{ locale: 'en-GB', language: 'en' }} />);
    expect(await screen.findByText(en.wishlist.loadFailed)).toHaveAttribute('role', 'alert');
  });

  it('sends a logged-in visitor to /customer/wishlist/', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    renderIsland(<GuestWishlist storefront={{ locale: 'en-GB', language: 'en' }} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/customer/wishlist/'));
  });
});

describe('customer wishlist contents (spec §2 Account: favorite items, favorite looks, my stores)', () => {
  const render = (stores: ReturnType<typeof storeFixture>[]) =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <StateProvider>
          <WishlistView
            products={[product([], { id: '11', sku: '100001.001' })]}
            looks={[LOOK]}
            stores={stores}
            storefront={{ locale: 'en-GB', language: 'en' }}
            saved
          />
        </StateProvider>
      </NextIntlClientProvider>,
    );

  it('renders the saved products and looks with pressed hearts (a press removes), as the server knows them', () => {
    const html = render([]);
    expect(html).toContain('<h2 id="wishlist-products">Favorite items</h2>');
    expect(html).toContain('<h2 id="wishlist-looks">Favorite looks</h2>');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-pressed="false"');
    expect(html).not.toContain('My stores');
  });

  it('lists my stores only when the account holds some: named, linked to their pages, hearts pressed', () => {
    const html = render([storeFixture()]);
    expect(html).toMatch(/<h2 id="wishlist-stores">My stores<\/h2>/);
    expect(html).toMatch(/<a href="\/stores\/stride-style-kalverstraat\/?">Stride &amp; Style Kalverstraat<\/a>/);
    expect(html).toContain('Kalverstraat 112');
    // Products, the look and the store: every heart pressed, as the server knows them.
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(3);
  });
});
