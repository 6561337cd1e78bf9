// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createLocalListsStore,
  LOCAL_LISTS_STORAGE_KEY,
  LOCAL_LISTS_VERSION,
  MAX_RECENTLY_VIEWED,
  toFront,
} from '@/lib/state/local-lists';

describe('persisted local lists (spec §4 Recently viewed, §7 local storage keys)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps recently viewed SKUs newest first, moving a duplicate to the front', () => {
    const store = createLocalListsStore();
    for (const sku of ['100001.001', '100002.001', '100003.001', '100001.001']) store.getState().addRecentlyViewed(sku);
    expect(store.getState().recentlyViewed).toEqual(['100001.001', '100003.001', '100002.001']);
  });

  it('caps recently viewed', () => {
    expect(
      toFront(
        Array.from({ length: MAX_RECENTLY_VIEWED }, (_, index) => `${index}`),
        'new',
        MAX_RECENTLY_VIEWED,
      ),
    ).toHaveLength(MAX_RECENTLY_VIEWED);
  });

  it('toggles the guest wishlist and the guest lookbook wishlist', () => {
    const store = createLocalListsStore();
    store.getState().toggleGuestWishlist('100001.001');
    store.getState().toggleGuestLookbook('lookbook-spring');
    store.getState().toggleGuestWishlist('100001.001');
    expect(store.getState().guestWishlist).toEqual([]);
    expect(store.getState().guestLookbookWishlist).toEqual(['lookbook-spring']);
  });

  it('lowercases recent searches and keeps them unique', () => {
    const store = createLocalListsStore();
    store.getState().addRecentSearch('Sneakers ');
    store.getState().addRecentSearch('boots');
    store.getState().addRecentSearch('sneakers');
    expect(store.getState().recentSearches).toEqual(['sneakers', 'boots']);
  });

  it('reads local storage only when asked after mount (no hydration mismatch), with its version', async () => {
    localStorage.setItem(
      LOCAL_LISTS_STORAGE_KEY,
      JSON.stringify({
        version: LOCAL_LISTS_VERSION,
        state: { recentlyViewed: ['100009.002'], guestWishlist: ['x', 42] },
      }),
    );
    const store = createLocalListsStore();
    expect(store.getState().recentlyViewed).toEqual([]);
    await store.persist.rehydrate();
    expect(store.getState().recentlyViewed).toEqual(['100009.002']);
    expect(store.getState().guestWishlist).toEqual(['x']);
    store.getState().addRecentlyViewed('100010.001');
    expect(JSON.parse(localStorage.getItem(LOCAL_LISTS_STORAGE_KEY)!)).toMatchObject({
      version: LOCAL_LISTS_VERSION,
      state: { recentlyViewed: ['100010.001', '100009.002'] },
    });
  });
});
