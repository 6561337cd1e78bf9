'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createLocalListsStore, type LocalListsState, type LocalListsStore } from './local-lists';
import { createUiStore, type UiState, type UiStore } from './ui-store';

const UiStoreContext = createContext<UiStore | null>(null);
const LocalListsContext = createContext<LocalListsStore | null>(null);

/**
 * Per-request zustand stores (zustand's Next.js guide; DESIGN.md 'Client state'): created once per
 * provider instance, so visitors never share state on the server. The persisted local lists are read
 * from local storage after mount only, so server and first client render match.
 */
export function StateProvider({ children }: { children: React.ReactNode }) {
  const [uiStore] = useState(createUiStore);
  const [listsStore] = useState(createLocalListsStore);
  useEffect(() => {
    void Promise.resolve(listsStore.persist.rehydrate()).then(() => listsStore.setState({ hydrated: true }));
  }, [listsStore]);
  return (
    <UiStoreContext.Provider value={uiStore}>
      <LocalListsContext.Provider value={listsStore}>{children}</LocalListsContext.Provider>
    </UiStoreContext.Provider>
  );
}

function required<T>(store: T | null, name: string): T {
  if (!store) throw new Error(`${name} is used outside <StateProvider>`);
  return store;
}

/** Selects from the UI store (open modal, toasts). */
export function useUiStore<T>(selector: (state: UiState) => T): T {
  return useStore(required(useContext(UiStoreContext), 'useUiStore'), selector);
}

/** Selects from the persisted local lists (guest wishlist, recently viewed, recent searches). */
export function useLocalLists<T>(selector: (state: LocalListsState) => T): T {
  return useStore(required(useContext(LocalListsContext), 'useLocalLists'), selector);
}
