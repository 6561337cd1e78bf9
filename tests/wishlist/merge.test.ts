// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerHintChanged } from '@/lib/account/customer-hint';
import { startAccountWishlist } from '@/lib/wishlist/account-session';
import { mergeGuestLists } from '@/lib/wishlist/merge-guest-lists';
import en from '@/messages/en.json';
import {
  accountAnswer,
  addAnswer,
  answering,
  customerAnswer,
  failure,
  makeStores,
  productsAnswer,
  updateAnswer,
} from './wishlist-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/account/customer-hint', async (original) => ({
  ...(await original<typeof import('@/lib/account/customer-hint')>()),
  customerHintChanged: vi.fn(),
}));

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

/** A guest who saved `skus` and `uids`, now logged in with `account`. */
function loggedInGuest(skus: string[], uids: string[], account = { products: [], lookbooks: [], stores: [] } as never) {
  const stores = makeStores(account);
  stores.lists.setState({ guestWishlist: skus, guestLookbookWishlist: uids });
  return stores;
}

describe('merge of the guest lists at login (guest lists merge into the account)', () => {
  it('moves products (SKUs resolved to Product.id) and looks into the account and empties the guest lists', async () => {
    answering([
      productsAnswer(['100001.001', '100002.001'], { '100001.001': '11', '100002.001': '12' }),
      addAnswer('11'),
      addAnswer('12'),
      customerAnswer(['kept']),
      updateAnswer(['kept', 'city-spring']),
    ]);
    const stores = loggedInGuest(['100001.001', '100002.001'], ['city-spring']);
    expect(await mergeGuestLists(stores)).toBe(true);
    expect(stores.wishlist.getState().account).toEqual({
      products: [
        { id: '12', sku: '100002.001' },
        { id: '11', sku: '100001.001' },
      ],
      lookbooks: ['kept', 'city-spring'],
      stores: [],
    });
    expect(stores.lists.getState()).toMatchObject({ guestWishlist: [], guestLookbookWishlist: [] });
    expect(stores.wishlist.getState().pending).toEqual([]);
    // Persisted: the next page load does not merge again.
    expect(JSON.parse(localStorage.getItem('storefront-local-lists')!).state.guestWishlist).toEqual([]);
  });

  it('keeps what failed in the guest list and loses nothing; unknown products are dropped', async () => {
    answering([
      productsAnswer(['100002.001', '100003.001', '100004.001'], { '100002.001': '12', '100003.001': '13' }),
      addAnswer('12'),
      addAnswer('13', failure('WISHLIST_FULL', 'errors.wishlistFull')),
      customerAnswer([]),
      updateAnswer(['city-spring'], failure('RATE_LIMITED', 'errors.rateLimited')),
    ]);
    // 100001.001 is already in the account; 100004.001 is no longer in the catalog.
    const stores = loggedInGuest(['100001.001', '100002.001', '100003.001', '100004.001'], ['city-spring'], {
      products: [{ id: '11', sku: '100001.001' }],
      lookbooks: [],
      stores: [],
    } as never);
    expect(await mergeGuestLists(stores)).toBe(false);
    expect(stores.lists.getState()).toMatchObject({
      guestWishlist: ['100003.001'],
      guestLookbookWishlist: ['city-spring'],
    });
    expect(stores.wishlist.getState().account?.products).toEqual([
      { id: '12', sku: '100002.001' },
      { id: '11', sku: '100001.001' },
    ]);
    expect(stores.wishlist.getState().pending).toEqual([]);
  });

  it('keeps every product when the SKUs cannot be resolved', async () => {
    answering([{ ...productsAnswer(['100001.001'], {}), result: failure('INTERNAL', 'errors.generic') }]);
    const stores = loggedInGuest(['100001.001'], []);
    expect(await mergeGuestLists(stores)).toBe(false);
    expect(stores.lists.getState().guestWishlist).toEqual(['100001.001']);
  });

  it('is idempotent: a second run moves only what is left and changes nothing else', async () => {
    answering([productsAnswer(['100003.001'], { '100003.001': '13' }), addAnswer('13')]);
    const stores = loggedInGuest(['100003.001'], ['kept'], {
      products: [{ id: '12', sku: '100002.001' }],
      lookbooks: ['kept'],
      stores: [],
    } as never);
    expect(await mergeGuestLists(stores)).toBe(true);
    expect(await mergeGuestLists(stores)).toBe(true);
    expect(stores.wishlist.getState().account).toMatchObject({
      products: [
        { id: '13', sku: '100003.001' },
        { id: '12', sku: '100002.001' },
      ],
      lookbooks: ['kept'],
    });
    expect(stores.lists.getState()).toMatchObject({ guestWishlist: [], guestLookbookWishlist: [] });
  });

  it('runs once at a time', async () => {
    answering([productsAnswer(['100001.001'], { '100001.001': '11' }), addAnswer('11', undefined, 20)]);
    const stores = loggedInGuest(['100001.001'], []);
    const [first, second] = await Promise.all([mergeGuestLists(stores), mergeGuestLists(stores)]);
    expect([first, second]).toEqual([true, true]);
    expect(stores.wishlist.getState().account?.products).toEqual([{ id: '11', sku: '100001.001' }]);
  });
});

describe('the logged-in wishlist of a page load', () => {
  it('loads the account lists (products, lookbooks, stores), then merges the guest lists', async () => {
    answering([
      accountAnswer([{ id: '11', sku: '100001.001' }], {
        customer_settings_lookbook_wishlist: ['kept'],
        customer_settings_stores: ['store-ams-01'],
      }),
      productsAnswer(['100002.001'], { '100002.001': '12' }),
      addAnswer('12'),
    ]);
    const stores = makeStores();
    stores.lists.setState({ guestWishlist: ['100002.001'] });
    await startAccountWishlist(stores, { mergeFailed: 'merge failed', loadFailed: 'load failed' });
    expect(stores.wishlist.getState()).toMatchObject({
      status: 'ready',
      account: {
        products: [
          { id: '12', sku: '100002.001' },
          { id: '11', sku: '100001.001' },
        ],
        lookbooks: ['kept'],
        stores: ['store-ams-01'],
      },
    });
    expect(stores.lists.getState().guestWishlist).toEqual([]);
    expect(stores.ui.getState().toasts).toEqual([]);
  });

  it('says in a toast when some guest entries stay behind', async () => {
    answering([
      accountAnswer([]),
      productsAnswer(['100002.001'], { '100002.001': '12' }),
      addAnswer('12', failure('RATE_LIMITED', 'errors.rateLimited')),
    ]);
    const stores = makeStores();
    stores.lists.setState({ guestWishlist: ['100002.001'] });
    await startAccountWishlist(stores, en.wishlist);
    expect(stores.ui.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: en.wishlist.mergeFailed }),
    ]);
    expect(stores.lists.getState().guestWishlist).toEqual(['100002.001']);
  });

  it('makes the page a guest’s again when the session turns out to be logged out (a stale hint)', async () => {
    answering([{ request: accountAnswer([]).request, result: failure('NOT_LOGGED_IN', 'errors.notLoggedIn') }]);
    const stores = makeStores();
    await startAccountWishlist(stores, en.wishlist);
    expect(stores.wishlist.getState().status).toBe('guest');
    expect(customerHintChanged).toHaveBeenCalled();
  });

  it('tries once more after a failed load, then gives up for this page load (hearts stay disabled)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const error = { request: accountAnswer([]).request, error: new Error('network down') };
    answering([error, error]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stores = makeStores();
    const started = startAccountWishlist(stores, en.wishlist);
    await vi.waitFor(() => expect(stores.wishlist.getState().status).toBe('loading'));
    await vi.runAllTimersAsync();
    await started;
    expect(stores.wishlist.getState().status).toBe('failed');
    expect(stores.ui.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: en.wishlist.loadFailed }),
    ]);
  });
});
