'use client';

import { useLocalLists, useUiStore } from '@/lib/state/StateProvider';
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
 * §4 'Wishlist toggle: adds or removes … Lookbooks are identified by uid'): a heart button named
 * 'Add to wishlist' whose `aria-pressed` says whether the look `uid` is on the guest lookbook
 * wishlist (local storage, `guestLookbookWishlist` of the persisted lists); pressing it adds or
 * removes the uid and confirms it in a toast (the shop's status messages, read out politely).
 * Until the lists are read from local storage (after mount) it shows 'not saved'. `compact`: the heart alone (lookbook tiles), its name kept
 * for assistive technology; `describedBy`: the id of the look's name, so equal buttons in a grid
 * tell which look they save.
 */
export function SaveLookButton({
  uid,
  copy,
  compact = false,
  describedBy,
  className,
}: {
  uid: string;
  copy: SaveLookCopy;
  compact?: boolean;
  describedBy?: string;
  className?: string;
}) {
  const saved = useLocalLists((state) => state.hydrated && state.guestLookbookWishlist.includes(uid));
  const toggle = useLocalLists((state) => state.toggleGuestLookbook);
  const pushToast = useUiStore((state) => state.pushToast);
  return (
    <button
      type="button"
      className={[styles.button, compact ? styles.compact : styles.full, className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={compact ? copy.addToWishlist : undefined}
      aria-describedby={describedBy}
      onClick={() => {
        toggle(uid);
        pushToast({ kind: 'success', message: saved ? copy.removed : copy.saved });
      }}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.8.8.8-.8a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z" />
      </svg>
      {compact ? null : <span>{copy.addToWishlist}</span>}
    </button>
  );
}
