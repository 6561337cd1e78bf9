/**
 * The page's product hearts (`components/wishlist/WishlistHeart.tsx`: server-rendered buttons) kept
 * in step with the wishlist and served by one document listener (spec §4 'Wishlist toggle'), so a
 * grid of cards hydrates nothing per card. Loaded by `WishlistController` after the page hydrated;
 * the toggle itself loads on the first press.
 */
import type { StateStores } from '@/lib/state/StateProvider';
import { savedEntries, toggleDisabled, wishlistKey } from '@/lib/state/wishlist-store';
import type { ToggleCopy } from './toggle';
import { heartTarget, WISHLIST_SKU_ATTRIBUTE } from './wishlist-product';

/**
 * Puts every product heart of the document in step with the wishlist: `aria-pressed` once the
 * lists are known (untouched before, so a server-rendered pressed heart does not flicker),
 * `aria-disabled` while its logged-in request runs or the account's lists are not usable.
 */
export function syncHearts({ lists, wishlist }: StateStores): void {
  const state = wishlist.getState();
  const entries = savedEntries(lists.getState(), state);
  for (const heart of document.querySelectorAll<HTMLButtonElement>(`button[${WISHLIST_SKU_ATTRIBUTE}]`)) {
    const sku = heart.getAttribute(WISHLIST_SKU_ATTRIBUTE)!;
    if (entries) heart.setAttribute('aria-pressed', String(entries.skus.includes(sku)));
    if (toggleDisabled(state, wishlistKey('product', sku))) heart.setAttribute('aria-disabled', 'true');
    else heart.removeAttribute('aria-disabled');
  }
}

/**
 * Serves the document's product hearts until the returned function is called: a press of a heart
 * that is not `aria-disabled` toggles its product (`lib/wishlist/toggle.ts`, with the toasts of
 * `copy()` at the time of the press); the hearts follow every change of the lists, and hearts a
 * later render or navigation adds are brought in step as they appear. `earlier`: the targets of
 * clicks made before this module arrived, served first.
 */
export function watchHearts(
  stores: StateStores,
  copy: () => ToggleCopy,
  earlier: readonly EventTarget[] = [],
): () => void {
  const sync = () => syncHearts(stores);
  const onClick = (event: Pick<MouseEvent, 'target'>) => {
    const heart = heartTarget(event.target);
    if (!heart || heart.button.getAttribute('aria-disabled') === 'true') return;
    void import('./toggle').then(({ toggleWishlistItem }) =>
      toggleWishlistItem(stores, { kind: 'product', product: heart.product }, copy()),
    );
  };
  const observer = new MutationObserver(sync);
  observer.observe(document.body, { childList: true, subtree: true });
  const unsubscribe = [stores.lists.subscribe(sync), stores.wishlist.subscribe(sync)];
  document.addEventListener('click', onClick);
  sync();
  for (const target of earlier) onClick({ target });
  return () => {
    document.removeEventListener('click', onClick);
    observer.disconnect();
    for (const stop of unsubscribe) stop();
  };
}
