'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createLocalListsStore, type LocalListsState, type LocalListsStore } from './local-lists';
import { createPageCartStore, type PageCartStore } from './page-cart-store';
import { createUiStore, type UiState, type UiStore } from './ui-store';
import { createWishlistStore, type WishlistState, type WishlistStore } from './wishlist-store';

/** The page's stores, for code that acts on them outside React (the wishlist's lazily loaded actions). */
export interface StateStores {
  ui: UiStore;
  lists: LocalListsStore;
  wishlist: WishlistStore;
  pageCart: PageCartStore;
}

const StoresContext = createContext<StateStores | null>(null);

/**
 * Per-request zustand stores (zustand's Next.js guide; docs/architecture.md 'Client state'): the UI store, the
 * persisted local lists, the wishlist store and the page's own cart (`page-cart-store.ts`), created once per
 * provider instance, so visitors never share state on the server. The persisted local lists are read from local
 * storage after mount only, so server and first client render match.
 */
export function StateProvider({ children }: { children: React.ReactNode }) {
  const [stores] = useState<StateStores>(() => ({
    ui: createUiStore(),
    lists: createLocalListsStore(),
    wishlist: createWishlistStore(),
    pageCart: createPageCartStore(),
  }));
  useEffect(() => {
    void Promise.resolve(stores.lists.persist.rehydrate()).then(() => stores.lists.setState({ hydrated: true }));
  }, [stores]);
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The page's stores themselves (to act on them outside a render). */
export function useStateStores(): StateStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('state stores are used outside <StateProvider>');
  return stores;
}

/** Selects from the UI store (open modal, toasts). */
export function useUiStore<T>(selector: (state: UiState) => T): T {
  return useStore(useStateStores().ui, selector);
}

/** Selects from the persisted local lists (guest wishlist, recently viewed, recent searches). */
export function useLocalLists<T>(selector: (state: LocalListsState) => T): T {
  return useStore(useStateStores().lists, selector);
}

/** Selects from the wishlist store (whose lists are in use, the account's lists, running requests). */
export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  return useStore(useStateStores().wishlist, selector);
}

/**
 * The cart the page itself shows (`undefined` when it shows none, `null` when the visitor has none): see
 * `page-cart-store.ts`.
 */
export function usePageCart() {
  return useStore(useStateStores().pageCart, (state) => state.cart);
}
