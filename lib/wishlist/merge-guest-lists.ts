/**
 * Moves a guest's lists into the account at login (spec §4 'Wishlist toggle', and 'Login … runs queued
 * post-login actions'). Runs in the browser once the account's lists are loaded, wherever the login happened
 * (login page, checkout, registration confirmation).
 */
import type { StateStores } from '@/lib/state/StateProvider';
import { wishlistKey } from '@/lib/state/wishlist-store';
import { MAX_CUSTOMER_SETTINGS_ENTRIES } from './customer-settings';
import { saveProduct, updateLookbooks, updateStores } from './account-wishlist';
import { productsBySku } from './products-by-sku';

/** The products of `skus` that the catalog has, SKU → Product.id (the guest list keeps SKUs). */
async function productIds(skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  return new Map((await productsBySku(skus)).map((product) => [product.sku, product.id]));
}

let running: Promise<boolean> | null = null;

/**
 * Adds the guest wishlist's products to the server wishlist (their SKUs resolved to Product.id by a
 * catalog search) and the guest lookbooks and saved stores to the customer's customFields, then removes what the
 * account now holds from the guest lists. Idempotent (adding is; what the account already has is
 * only removed from the guest lists) and runs once at a time. Nothing is lost: an entry whose call
 * failed stays in the guest list for the next page load, and so do looks and stores past the account's 200.
 * A SKU the catalog no longer has (or answers PRODUCT_NOT_FOUND for) cannot be saved and is dropped.
 * The merging items' toggles are disabled meanwhile.
 *
 * @returns whether every guest entry is now in the account (false: some stay in the guest lists)
 */
export function mergeGuestLists(stores: StateStores): Promise<boolean> {
  running ??= merge(stores).finally(() => {
    running = null;
  });
  return running;
}

async function merge({ lists, wishlist }: StateStores): Promise<boolean> {
  const account = wishlist.getState().account;
  const { guestWishlist: skus, guestLookbookWishlist: uids, guestStores: storeIds } = lists.getState();
  if (!account || (skus.length === 0 && uids.length === 0 && storeIds.length === 0)) return true;
  const keys = [
    ...skus.map((sku) => wishlistKey('product', sku)),
    ...uids.map((uid) => wishlistKey('look', uid)),
    ...storeIds.map((id) => wishlistKey('store', id)),
  ];
  wishlist.setState((current) => ({ pending: [...current.pending, ...keys] }));
  let complete = true;
  const saved = new Set(account.products.map((product) => product.sku));
  const added: { id: string; sku: string }[] = [];
  const doneSkus = skus.filter((sku) => saved.has(sku));
  const missing = skus.filter((sku) => !saved.has(sku));
  try {
    const ids = await productIds(missing);
    for (const sku of missing) {
      const id = ids.get(sku);
      if (!id) {
        doneSkus.push(sku); // the catalog no longer has it: nothing to save
        continue;
      }
      try {
        await saveProduct(id, true);
        added.unshift({ id, sku });
        doneSkus.push(sku);
      } catch (caught) {
        if ((caught as { code?: unknown }).code === 'PRODUCT_NOT_FOUND') doneSkus.push(sku);
        else complete = false;
      }
    }
  } catch {
    complete = false;
  }
  const lookbooks = await mergeIds(uids, account.lookbooks, updateLookbooks);
  const savedStores = await mergeIds(storeIds, account.stores, updateStores);
  if (!lookbooks.complete || !savedStores.complete) complete = false;
  const doneLooks = uids.filter((uid) => lookbooks.kept.includes(uid));
  const doneStores = storeIds.filter((id) => savedStores.kept.includes(id));
  wishlist.setState((current) => ({
    pending: current.pending.filter((key) => !keys.includes(key)),
    account: current.account && {
      ...current.account,
      products: [...added, ...current.account.products.filter((product) => !added.some((a) => a.sku === product.sku))],
      lookbooks: lookbooks.kept,
      stores: savedStores.kept,
    },
  }));
  // Entries added meanwhile (another tab) stay: only what the account now holds leaves the guest lists.
  lists.setState((current) => ({
    guestWishlist: current.guestWishlist.filter((sku) => !doneSkus.includes(sku)),
    guestLookbookWishlist: current.guestLookbookWishlist.filter((uid) => !doneLooks.includes(uid)),
    guestStores: current.guestStores.filter((id) => !doneStores.includes(id)),
  }));
  return complete;
}

/**
 * Adds the guest's `ids` to an account list kept in customFields (`saved`, as loaded) with
 * `update`, up to the account's 200: what the back end kept, and whether every id is in it now.
 */
async function mergeIds(
  ids: readonly string[],
  saved: string[],
  update: (change: (current: readonly string[]) => string[]) => Promise<string[]>,
): Promise<{ kept: string[]; complete: boolean }> {
  let kept = saved;
  const missing = ids.filter((id) => !kept.includes(id));
  if (missing.length > 0) {
    try {
      kept = await update((current) =>
        [...current, ...missing.filter((id) => !current.includes(id))].slice(0, MAX_CUSTOMER_SETTINGS_ENTRIES),
      );
    } catch {
      return { kept, complete: false };
    }
  }
  return { kept, complete: ids.every((id) => kept.includes(id)) };
}
