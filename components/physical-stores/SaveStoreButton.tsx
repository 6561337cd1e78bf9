'use client';

import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import { HeartIcon } from '@/components/wishlist/HeartIcon';
import { useHydrated } from '@/lib/use-hydrated';
import { useLocalLists, useStateStores, useWishlist } from '@/lib/state/StateProvider';
import { savedEntries, toggleDisabled, wishlistKey } from '@/lib/state/wishlist-store';
import styles from '@/components/ui/HeartToggle.module.css';

/**
 * 'Save as my store' (spec §3 customer_settings_stores; §4 'Wishlist toggle: adds or removes;
 * disabled while a logged-in request runs; guests are stored locally; logged-in customers … in
 * custom fields (… stores)'; §6 saved stores): a heart toggle whose `aria-pressed` says whether the
 * store `providerId` is among the visitor's stores: a guest's list in local storage, a customer's
 * customFields. A press adds or removes it and says so in a toast; the toggle's code loads on the
 * first press (`lib/wishlist/toggle.ts`, shared with products and looks). It is `aria-disabled`
 * (visibly, and ignoring presses) until the page has hydrated and the visitor's lists are known,
 * and while its logged-in request runs. `compact`: the heart alone, its name kept for assistive
 * technology; `describedBy`: the id of the store's name, so equal buttons in a list tell which
 * store they save. Messages `storeLocator`.
 */
export function SaveStoreButton({
  providerId,
  compact = false,
  describedBy,
  className,
  savedOnServer = false,
}: {
  providerId: string;
  compact?: boolean;
  describedBy?: string;
  className?: string;
  /** Whether the store is saved as the server rendered it (a per-request page), shown until the lists are known. */
  savedOnServer?: boolean;
}) {
  const hydrated = useHydrated();
  const stores = useStateStores();
  const lists = useLocalLists((state) => state);
  const wishlist = useWishlist((state) => state);
  const t = useTranslations();
  const tStore = useTranslations('storeLocator');
  const entries = savedEntries(lists, wishlist);
  const saved = entries?.stores.includes(providerId) ?? savedOnServer;
  const disabled = !hydrated || entries === null || toggleDisabled(wishlist, wishlistKey('store', providerId));
  const label = tStore('saveStore');
  return (
    <button
      type="button"
      className={cx(styles.button, compact ? styles.compact : styles.full, className)}
      aria-pressed={saved}
      aria-disabled={disabled || undefined}
      aria-label={compact ? label : undefined}
      aria-describedby={describedBy}
      data-testid="save-store"
      onClick={() => {
        if (disabled) return;
        void import('@/lib/wishlist/toggle').then(({ toggleWishlistItem }) =>
          toggleWishlistItem(
            stores,
            { kind: 'store', providerId },
            { added: tStore('storeSaved'), removed: tStore('storeRemoved'), t },
          ),
        );
      }}
    >
      <HeartIcon className={styles.heart} />
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
