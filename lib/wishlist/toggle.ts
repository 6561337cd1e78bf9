/**
 * The wishlist toggle (spec §4 'Wishlist toggle: adds or removes; disabled while a logged-in request
 * runs; guests are stored locally; logged-in customers on the server (products) or in custom fields
 * (lookbooks and stores)'; §7 addToWishlist / removeFromWishlist analytics). Loaded on a page's first heart
 * press; the logged-in calls (Apollo) load only for a logged-in visitor.
 */
import { pushAddToWishlist, pushRemoveFromWishlist, type WishlistEventProduct } from '@/lib/analytics/data-layer';
import { customerHintChanged } from '@/lib/account/customer-hint';
import type { StateStores } from '@/lib/state/StateProvider';
import { savedEntries, toggleDisabled, wishlistKey, type AccountLists } from '@/lib/state/wishlist-store';
import type { WishlistProduct } from './wishlist-product';

/**
 * What a heart toggles: a product (by SKU for a guest, by Product.id on the server), a look by uid
 * or a physical store by provider id ('save as my store', spec §4 'stores in custom fields').
 */
export type WishlistItem =
  { kind: 'product'; product: WishlistProduct } | { kind: 'look'; uid: string } | { kind: 'store'; providerId: string };

/** A translator of the shop's messages (next-intl's `useTranslations()`, no namespace). */
export interface Translate {
  (key: string): string;
  has: (key: string) => boolean;
}

/** The toasts of a toggle: translated by the caller, and the translator of an error's message key. */
export interface ToggleCopy {
  /** After an add. */
  added: string;
  /** After a removal. */
  removed: string;
  /** Translates the `errors.*` key of a failed logged-in request (spec §8). */
  t: Translate;
}

/**
 * The translated message of whatever a logged-in call threw: its CommerceError's `errors.*` key
 * when the messages have it, else 'errors.generic' (keys outside `errors.` are never looked up).
 * Takes the error's fields, not the class, so the toggle carries no Apollo error classes.
 */
export function failureMessage(caught: unknown, t: Translate): string {
  const key = (caught as { messageKey?: unknown } | null)?.messageKey;
  return typeof key === 'string' && key.startsWith('errors.') && t.has(key) ? t(key) : t('errors.generic');
}

/** The analytics fields of a heart's product (see `WishlistEventProduct` for the mapping). */
export function eventProductOf(product: WishlistProduct): WishlistEventProduct {
  const { name, sku, price, brand, category, color } = product;
  return { name, id: sku, ean: sku, price, brand, category, variant: color };
}

/** The account's lists after `item` was added (`save`) or removed; products newest first; `kept` what the back end kept of a look's or store's list. */
function changedLists(account: AccountLists, item: WishlistItem, save: boolean, kept?: string[]): AccountLists {
  if (item.kind === 'look') return { ...account, lookbooks: kept ?? account.lookbooks };
  if (item.kind === 'store') return { ...account, stores: kept ?? account.stores };
  const others = account.products.filter((product) => product.sku !== item.product.sku);
  return { ...account, products: save ? [{ id: item.product.id, sku: item.product.sku }, ...others] : others };
}

/**
 * Adds `item` to the visitor's wishlist, or removes it when it is there, and says so in a toast; a
 * product's change is pushed as `addToWishlist` / `removeFromWishlist`. A guest's change is made at
 * once in the local lists. A logged-in visitor's goes to the back end first: the item is pending
 * (its toggle disabled) until the answer, and a failure keeps the lists as they were and shows a
 * translated error toast (a session that turned out to be logged out makes the page a guest's
 * again). Does nothing while the item's toggle is disabled or the lists are not known yet. Never
 * rejects.
 */
export async function toggleWishlistItem(stores: StateStores, item: WishlistItem, copy: ToggleCopy): Promise<void> {
  const { ui, lists, wishlist } = stores;
  const id = item.kind === 'product' ? item.product.sku : item.kind === 'look' ? item.uid : item.providerId;
  const key = wishlistKey(item.kind, id);
  const state = wishlist.getState();
  const entries = savedEntries(lists.getState(), state);
  if (!entries || toggleDisabled(state, key)) return;
  const list = item.kind === 'product' ? entries.skus : item.kind === 'look' ? entries.looks : entries.stores;
  const save = !list.includes(id);
  if (state.status === 'guest') {
    if (item.kind === 'product') lists.getState().toggleGuestWishlist(id);
    else if (item.kind === 'look') lists.getState().toggleGuestLookbook(id);
    else lists.getState().toggleGuestStore(id);
  } else {
    wishlist.setState((current) => ({ pending: [...current.pending, key] }));
    try {
      const calls = await import('./account-wishlist');
      const change = (current: readonly string[]) =>
        save ? [...current.filter((entry) => entry !== id), id] : current.filter((entry) => entry !== id);
      let kept: string[] | undefined;
      if (item.kind === 'product') await calls.saveProduct(item.product.id, save);
      else if (item.kind === 'look') kept = await calls.updateLookbooks(change);
      else kept = await calls.updateStores(change);
      wishlist.setState((current) =>
        current.account ? { account: changedLists(current.account, item, save, kept) } : current,
      );
    } catch (caught) {
      ui.getState().pushToast({ kind: 'error', message: failureMessage(caught, copy.t) });
      if ((caught as { code?: unknown } | null)?.code === 'NOT_LOGGED_IN') customerHintChanged();
      return;
    } finally {
      wishlist.setState((current) => ({ pending: current.pending.filter((pending) => pending !== key) }));
    }
  }
  ui.getState().pushToast({ kind: 'success', message: save ? copy.added : copy.removed });
  if (item.kind === 'product') (save ? pushAddToWishlist : pushRemoveFromWishlist)(eventProductOf(item.product));
}
