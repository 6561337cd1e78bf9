// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleDisabled, wishlistKey } from '@/lib/state/wishlist-store';
import { COOKIES } from '@/lib/stores';
import { toggleWishlistItem } from '@/lib/wishlist/toggle';
import en from '@/messages/en.json';
import {
  addAnswer,
  answering,
  COPY,
  customerAnswer,
  deleteAnswer,
  failure,
  heartProduct,
  makeStores,
  updateAnswer,
} from './wishlist-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const PUMP = heartProduct('100001.001', '11');
const product = { kind: 'product' as const, product: PUMP };
const look = { kind: 'look' as const, uid: 'city-spring' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete window.dataLayer;
  Cookies.remove(COOKIES.customerHint);
});

describe('wishlist toggle of a guest (spec §4: guests are stored locally)', () => {
  it('adds and removes a product in the local list, with a toast and the analytics event each time', async () => {
    const stores = makeStores();
    await toggleWishlistItem(stores, product, COPY);
    expect(stores.lists.getState().guestWishlist).toEqual(['100001.001']);
    expect(stores.ui.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: en.wishlist.added });
    await toggleWishlistItem(stores, product, COPY);
    expect(stores.lists.getState().guestWishlist).toEqual([]);
    expect(stores.ui.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: en.wishlist.removed });
    expect(window.dataLayer?.map((event) => event.event)).toEqual(['addToWishlist', 'removeFromWishlist']);
  });

  it('adds and removes a look by uid, without analytics (the events are about products)', async () => {
    const stores = makeStores();
    await toggleWishlistItem(stores, look, { ...COPY, added: 'look saved' });
    expect(stores.lists.getState().guestLookbookWishlist).toEqual(['city-spring']);
    expect(stores.ui.getState().toasts.at(-1)?.message).toBe('look saved');
    expect(window.dataLayer).toBeUndefined();
  });

  it('does nothing before the local lists were read (they would overwrite the change)', async () => {
    const stores = makeStores();
    stores.lists.setState({ hydrated: false });
    await toggleWishlistItem(stores, product, COPY);
    expect(stores.lists.getState().guestWishlist).toEqual([]);
    expect(stores.ui.getState().toasts).toEqual([]);
  });
});

describe('wishlist toggle of a logged-in customer (spec §4: on the server; disabled while a request runs)', () => {
  it('adds a product on the server by Product.id; its toggle is disabled until the answer', async () => {
    answering([addAnswer('11', undefined, 30)]);
    const stores = makeStores({ products: [], lookbooks: [], stores: [] });
    const running = toggleWishlistItem(stores, product, COPY);
    const key = wishlistKey('product', PUMP.sku);
    expect(toggleDisabled(stores.wishlist.getState(), key)).toBe(true);
    // A second press meanwhile is ignored: no second request (the mock answers only one).
    await toggleWishlistItem(stores, product, COPY);
    await running;
    expect(toggleDisabled(stores.wishlist.getState(), key)).toBe(false);
    expect(stores.wishlist.getState().account?.products).toEqual([{ id: '11', sku: '100001.001' }]);
    expect(stores.lists.getState().guestWishlist).toEqual([]);
    expect(stores.ui.getState().toasts.map((toast) => toast.message)).toEqual([en.wishlist.added]);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('removes a saved product on the server', async () => {
    answering([deleteAnswer('11')]);
    const stores = makeStores({ products: [{ id: '11', sku: '100001.001' }], lookbooks: [], stores: [] });
    await toggleWishlistItem(stores, product, COPY);
    expect(stores.wishlist.getState().account?.products).toEqual([]);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'removeFromWishlist', ean: '100001.001' });
  });

  it('keeps the lists as they were when the request fails, and says why in a translated toast', async () => {
    answering([addAnswer('11', failure('WISHLIST_FULL', 'errors.wishlistFull'))]);
    const account = { products: [{ id: '9', sku: '100009.001' }], lookbooks: [], stores: [] };
    const stores = makeStores(account);
    await toggleWishlistItem(stores, product, COPY);
    expect(stores.wishlist.getState().account).toEqual(account);
    expect(stores.wishlist.getState().pending).toEqual([]);
    expect(stores.ui.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: en.errors.wishlistFull }),
    ]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('falls back to the generic message for a key the messages lack', async () => {
    answering([addAnswer('11', failure('SOMETHING_NEW', 'errors.somethingNew'))]);
    const stores = makeStores({ products: [], lookbooks: [], stores: [] });
    await toggleWishlistItem(stores, product, COPY);
    expect(stores.ui.getState().toasts.at(-1)?.message).toBe(en.errors.generic);
  });

  it('saves a look by read-modify-write of customFields: what another device saved stays', async () => {
    answering([customerAnswer(['elsewhere']), updateAnswer(['elsewhere', 'city-spring'])]);
    const stores = makeStores({ products: [], lookbooks: [], stores: [] });
    await toggleWishlistItem(stores, look, COPY);
    expect(stores.wishlist.getState().account?.lookbooks).toEqual(['elsewhere', 'city-spring']);
  });

  it('runs two look changes one after the other, each reading what the one before wrote', async () => {
    answering([
      customerAnswer([]),
      updateAnswer(['city-spring']),
      customerAnswer(['city-spring']),
      updateAnswer(['city-spring', 'beach']),
    ]);
    const stores = makeStores({ products: [], lookbooks: [], stores: [] });
    await Promise.all([
      toggleWishlistItem(stores, look, COPY),
      toggleWishlistItem(stores, { kind: 'look', uid: 'beach' }, COPY),
    ]);
    expect(stores.wishlist.getState().account?.lookbooks).toEqual(['city-spring', 'beach']);
    expect(stores.ui.getState().toasts.every((toast) => toast.kind === 'success')).toBe(true);
  });

  it('does nothing while the account lists are loading or could not be loaded', async () => {
    const stores = makeStores();
    for (const status of ['loading', 'failed'] as const) {
      stores.wishlist.setState({ status });
      await toggleWishlistItem(stores, product, COPY);
    }
    expect(stores.lists.getState().guestWishlist).toEqual([]);
    expect(stores.ui.getState().toasts).toEqual([]);
  });
});

describe('the server call is made only for logged-in users (spec §6)', () => {
  it('makes no request for a guest', async () => {
    const client = answering([]);
    const mutate = vi.spyOn(client, 'mutate');
    const query = vi.spyOn(client, 'query');
    const stores = makeStores();
    await toggleWishlistItem(stores, product, COPY);
    await toggleWishlistItem(stores, look, COPY);
    expect(mutate).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });
});
