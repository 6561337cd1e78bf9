import { createStore } from 'zustand/vanilla';
import type { LocalListsState } from './local-lists';

/**
 * A logged-in customer's lists as the server keeps them (spec §4 'Wishlist toggle: … logged-in
 * customers on the server (products) or in custom fields (lookbooks and stores)'; §3 Customer).
 */
export interface AccountLists {
  /** The server wishlist's style-colours (Product.id and SKU), newest first. */
  products: { id: string; sku: string }[];
  /** customFields.customer_settings_lookbook_wishlist: lookbook uids. */
  lookbooks: string[];
  /** customFields.customer_settings_stores: physical stores' provider ids. */
  stores: string[];
}

/**
 * Whose lists the wishlist is: `guest` the local lists; `loading` a logged-in visitor's account lists
 * on their way; `ready` loaded; `failed` not loadable on this page load. Hearts are disabled while
 * `loading` or `failed`.
 */
export type WishlistStatus = 'guest' | 'loading' | 'ready' | 'failed';

export interface WishlistState {
  status: WishlistStatus;
  /** The account's lists once `ready`; null otherwise. */
  account: AccountLists | null;
  /** {@link wishlistKey}s of the items whose logged-in request runs (spec §4: their toggle is disabled). */
  pending: string[];
}

/**
 * The logged-in side of the wishlist (docs/architecture.md 'Client state'): which list is in use and the
 * account's lists, in a per-request store (`StateProvider`). The guest's lists are the persisted
 * local lists. Filled by the lazily loaded `lib/wishlist/` modules; read by the hearts and the header.
 */
export function createWishlistStore() {
  return createStore<WishlistState>()(() => ({ status: 'guest', account: null, pending: [] }));
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The key of a wishlist item: a product by SKU, a look by uid or a physical store by provider id. */
export function wishlistKey(kind: 'product' | 'look' | 'store', id: string): string {
  return `${kind}:${id}`;
}

/** What the wishlist holds: style-colour SKUs, lookbook uids and saved stores' provider ids. */
export interface SavedEntries {
  skus: readonly string[];
  looks: readonly string[];
  stores: readonly string[];
}

/**
 * What the visitor's wishlist holds now (spec §2 Header: 'logged in: products plus lookbooks; guest:
 * guest list plus lookbooks'; and the saved stores, which the header does not count): the local
 * lists for a guest once read from local storage, the account's lists once loaded; null while unknown.
 */
export function savedEntries(
  lists: Pick<LocalListsState, 'hydrated' | 'guestWishlist' | 'guestLookbookWishlist' | 'guestStores'>,
  wishlist: Pick<WishlistState, 'status' | 'account'>,
): SavedEntries | null {
  if (wishlist.status === 'guest')
    return lists.hydrated
      ? { skus: lists.guestWishlist, looks: lists.guestLookbookWishlist, stores: lists.guestStores }
      : null;
  const { account } = wishlist;
  return account
    ? { skus: account.products.map((product) => product.sku), looks: account.lookbooks, stores: account.stores }
    : null;
}

/** Whether the toggle of item `key` is disabled: a logged-in visitor's lists are not usable yet, or its request runs. */
export function toggleDisabled(wishlist: Pick<WishlistState, 'status' | 'pending'>, key: string): boolean {
  return wishlist.status === 'loading' || wishlist.status === 'failed' || wishlist.pending.includes(key);
}
