import { createStore } from 'zustand/vanilla';
import type { CartData } from '@/graphql/fragments';

/**
 * The visitor's cart as the page itself shows it (the cart page renders it on the server), for islands
 * outside the page, such as the header's mini cart: they show it without loading Apollo to ask for it again.
 * `undefined` while no page cart is shown (the mini cart then loads the visitor's cart itself); `null` when
 * the page knows the visitor has no cart.
 */
export interface PageCartState {
  cart: CartData | null | undefined;
}

/** The page cart store of one page tree, created per request by `StateProvider` (see {@link PageCartState}). */
export function createPageCartStore() {
  return createStore<PageCartState>()(() => ({ cart: undefined }));
}

export type PageCartStore = ReturnType<typeof createPageCartStore>;
