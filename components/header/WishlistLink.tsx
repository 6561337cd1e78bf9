'use client';

import { Link } from '@/components/ui/Link';
import { useIsLoggedIn } from '@/lib/account/customer-hint';
import { useLocalLists, useWishlist } from '@/lib/state/StateProvider';
import { savedEntries } from '@/lib/state/wishlist-store';
import { CUSTOMER_WISHLIST_PATH, GUEST_WISHLIST_PATH } from '@/lib/wishlist/paths';
import styles from './WishlistLink.module.css';

/** The link's translated names: the plain one while the count is unknown, then one per plural category with `{count}`. */
export interface WishlistLinkLabels {
  name: string;
  one: string;
  other: string;
}

/**
 * The header's wishlist link (spec §2 Header: 'The wishlist link shows an item count. Logged in:
 * products plus lookbooks, linking to /customer/wishlist/. Guest: guest list plus lookbooks, linking
 * to /wishlist/'): a heart with the count over it, named 'Wishlist, 3 items'. Pages are cached and
 * shared, so the server renders the guest's link without a count; the browser fills it in once the
 * local lists are read or the account's lists are loaded, and switches the target when the hint
 * cookie says the visitor is logged in (as `AccountLink`). Not prefetched: /customer/wishlist/
 * renders per request.
 *
 * @param icon the heart, rendered by the server component that places the link; hidden from assistive technology
 * @param locale the storefront's locale, for the plural of the count
 */
export function WishlistLink({
  icon,
  locale,
  labels,
}: {
  icon: React.ReactNode;
  locale: string;
  labels: WishlistLinkLabels;
}) {
  const loggedIn = useIsLoggedIn();
  const lists = useLocalLists((state) => state);
  const wishlist = useWishlist((state) => state);
  const entries = savedEntries(lists, wishlist);
  const count = entries ? entries.skus.length + entries.looks.length : null;
  const name =
    count === null
      ? labels.name
      : (new Intl.PluralRules(locale).select(count) === 'one' ? labels.one : labels.other).replace(
          '{count}',
          String(count),
        );
  return (
    <Link
      href={loggedIn ? CUSTOMER_WISHLIST_PATH : GUEST_WISHLIST_PATH}
      className={styles.link}
      prefetch={false}
      data-testid="wishlist-link"
    >
      {icon}
      <span className="visually-hidden">{name}</span>
      {count === null ? null : (
        <span className={styles.count} aria-hidden="true" data-testid="wishlist-count">
          {count}
        </span>
      )}
    </Link>
  );
}
