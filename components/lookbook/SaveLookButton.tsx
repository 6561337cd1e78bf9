'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/wishlist/HeartIcon';
import { useLocalLists, useStateStores, useWishlist } from '@/lib/state/StateProvider';
import { savedEntries, toggleDisabled, wishlistKey } from '@/lib/state/wishlist-store';
import hearts from '@/components/ui/HeartToggle.module.css';
import styles from './SaveLookButton.module.css';

/** Copy of the save-look toggle, translated on the server (`lookbook`). */
export interface SaveLookCopy {
  /** The button's name, whatever its state (spec §2: 'Add to wishlist'). */
  addToWishlist: string;
  /** Toast after the look was saved. */
  saved: string;
  /** Toast after the look was removed. */
  removed: string;
}

/**
 * Save-look toggle (spec §2 'Wishlist heart toggle per lookbook item, labelled Add to wishlist';
 * §4 'Wishlist toggle: adds or removes; disabled while a logged-in request runs … Lookbooks are
 * identified by uid'): a heart button named 'Add to wishlist' whose `aria-pressed` says whether the
 * look `uid` is on the visitor's wishlist: a guest's lookbook wishlist in local storage, or a
 * logged-in customer's saved lookbooks in customFields. Pressing it adds or removes the uid and
 * confirms it in a toast (the shop's status messages, read out politely); the toggle's code loads on
 * the first press (`lib/wishlist/toggle.ts`). While a logged-in request runs (or the account's lists
 * are loading) it is `aria-disabled` and ignores presses, keeping its focus. Until the wishlist is
 * known (local storage is read after mount) it shows `savedOnServer` ('not saved' on cached
 * pages). `compact`: the heart alone (lookbook tiles), its name kept for assistive technology;
 * `describedBy`: the id of the look's name, so equal buttons in a grid tell which look they save.
 */
export function SaveLookButton({
  uid,
  copy,
  compact = false,
  describedBy,
  className,
  savedOnServer = false,
}: {
  uid: string;
  copy: SaveLookCopy;
  compact?: boolean;
  describedBy?: string;
  className?: string;
  /** Whether the look is saved as the server rendered it (a per-request page), shown until the wishlist is known. */
  savedOnServer?: boolean;
}) {
  const stores = useStateStores();
  const lists = useLocalLists((state) => state);
  const wishlist = useWishlist((state) => state);
  const t = useTranslations();
  const saved = savedEntries(lists, wishlist)?.looks.includes(uid) ?? savedOnServer;
  const disabled = toggleDisabled(wishlist, wishlistKey('look', uid));
  return (
    <button
      type="button"
      className={[hearts.button, compact ? `${hearts.compact} ${styles.overImage}` : hearts.full, className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={saved}
      aria-disabled={disabled || undefined}
      aria-label={compact ? copy.addToWishlist : undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (disabled) return;
        void import('@/lib/wishlist/toggle').then(({ toggleWishlistItem }) =>
          toggleWishlistItem(stores, { kind: 'look', uid }, { added: copy.saved, removed: copy.removed, t }),
        );
      }}
    >
      <HeartIcon className={hearts.heart} />
      {compact ? null : <span>{copy.addToWishlist}</span>}
    </button>
  );
}
