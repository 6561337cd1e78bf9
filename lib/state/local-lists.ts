import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** Local storage key of the persisted lists (spec §7 'Local storage keys'). */
export const LOCAL_LISTS_STORAGE_KEY = 'storefront-local-lists';
/** Bump when the stored shape changes; `migrate` then carries old data over. */
export const LOCAL_LISTS_VERSION = 1;
/** Recently viewed SKUs kept (newest first). */
export const MAX_RECENTLY_VIEWED = 20;
/** Recent search terms kept; the search overlay shows 5 (spec §9). */
export const MAX_RECENT_SEARCHES = 10;

export interface LocalListsState {
  /** Guest wishlist: product SKUs (`NNNNNN.NNN`), in the order added. */
  guestWishlist: string[];
  /** Guest lookbook wishlist: lookbook uids (spec §4 'Lookbooks are identified by uid'). */
  guestLookbookWishlist: string[];
  /** Guest's saved stores ('My stores', spec §4 'Wishlist toggle'): physical stores' provider ids, in the order saved. */
  guestStores: string[];
  /** Recently viewed SKUs, newest first, no duplicates (spec §4 'Recently viewed'). */
  recentlyViewed: string[];
  /** Recent search terms, newest first, lowercased, no duplicates. */
  recentSearches: string[];
  /** True once the lists were read from local storage (after mount; never on the server). */
  hydrated: boolean;
  toggleGuestWishlist: (sku: string) => void;
  toggleGuestLookbook: (uid: string) => void;
  toggleGuestStore: (providerId: string) => void;
  addRecentlyViewed: (sku: string) => void;
  addRecentSearch: (term: string) => void;
  clearRecentSearches: () => void;
}

/** Adds `value` at the front, removing an earlier copy, keeping at most `max` entries. */
export function toFront(list: readonly string[], value: string, max: number): string[] {
  return [value, ...list.filter((entry) => entry !== value)].slice(0, max);
}

/** Adds `value` when absent, removes it when present. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

type PersistedLists = Pick<
  LocalListsState,
  'guestWishlist' | 'guestLookbookWishlist' | 'guestStores' | 'recentlyViewed' | 'recentSearches'
>;

/** Keeps only string entries of a stored list; anything else a browser kept becomes []. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * The persisted local lists of a guest (docs/architecture.md 'Client state'): in local storage, versioned,
 * and read only after mount (`skipHydration`; `StateProvider` calls `persist.rehydrate()` in an
 * effect) so the server render and the first client render agree. Later issues fill them
 * (wishlist, recently viewed, search overlay).
 */
export function createLocalListsStore() {
  return createStore<LocalListsState>()(
    persist(
      (set) => ({
        guestWishlist: [],
        guestLookbookWishlist: [],
        guestStores: [],
        recentlyViewed: [],
        recentSearches: [],
        hydrated: false,
        toggleGuestWishlist: (sku) => set((state) => ({ guestWishlist: toggled(state.guestWishlist, sku) })),
        toggleGuestLookbook: (uid) =>
          set((state) => ({ guestLookbookWishlist: toggled(state.guestLookbookWishlist, uid) })),
        toggleGuestStore: (providerId) => set((state) => ({ guestStores: toggled(state.guestStores, providerId) })),
        addRecentlyViewed: (sku) =>
          set((state) => ({ recentlyViewed: toFront(state.recentlyViewed, sku, MAX_RECENTLY_VIEWED) })),
        addRecentSearch: (term) => {
          const normalised = term.trim().toLowerCase();
          if (normalised)
            set((state) => ({ recentSearches: toFront(state.recentSearches, normalised, MAX_RECENT_SEARCHES) }));
        },
        clearRecentSearches: () => set({ recentSearches: [] }),
      }),
      {
        name: LOCAL_LISTS_STORAGE_KEY,
        version: LOCAL_LISTS_VERSION,
        storage: createJSONStorage(() => localStorage),
        skipHydration: true,
        partialize: (state): PersistedLists => ({
          guestWishlist: state.guestWishlist,
          guestLookbookWishlist: state.guestLookbookWishlist,
          guestStores: state.guestStores,
          recentlyViewed: state.recentlyViewed,
          recentSearches: state.recentSearches,
        }),
        // Whatever an older version or another tab stored, only string lists come back.
        merge: (persisted, current) => {
          const stored = (persisted ?? {}) as Partial<Record<keyof PersistedLists, unknown>>;
          return {
            ...current,
            guestWishlist: stringList(stored.guestWishlist),
            guestLookbookWishlist: stringList(stored.guestLookbookWishlist),
            // Added within version 1: a list stored before it reads as none.
            guestStores: stringList(stored.guestStores),
            recentlyViewed: stringList(stored.recentlyViewed).slice(0, MAX_RECENTLY_VIEWED),
            recentSearches: stringList(stored.recentSearches).slice(0, MAX_RECENT_SEARCHES),
          };
        },
        // Version 1 is the first; a future version maps older data here, `merge` still filters it.
        migrate: (persisted) => persisted as PersistedLists,
      },
    ),
  );
}

export type LocalListsStore = ReturnType<typeof createLocalListsStore>;
