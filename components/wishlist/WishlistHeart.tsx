import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import {
  WISHLIST_PRODUCT_ATTRIBUTE,
  WISHLIST_SKU_ATTRIBUTE,
  type WishlistProduct,
} from '@/lib/wishlist/wishlist-product';
import { HeartIcon } from './HeartIcon';
import styles from './WishlistHeart.module.css';

/**
 * A product's wishlist heart (spec §2 'Wishlist heart toggle … labelled Add to wishlist'; §4
 * 'Wishlist toggle'), server-rendered: a toggle button named 'Add to wishlist' carrying the
 * product's SKU and its {@link WishlistProduct} (the server wishlist's id and the analytics
 * fields). It is rendered as `pressed` says (not pressed on cached pages); the document's `WishlistController` presses it once the
 * wishlist is known, acts on a press, and disables it (`aria-disabled`) while its logged-in request
 * runs. `icon`: the heart alone over a card image, its name kept for assistive technology;
 * `labelled`: heart and visible name (PDP). `describedBy`: the id of the product's name, so equal
 * buttons in a grid say which product they save.
 */
export function WishlistHeart({
  product,
  variant = 'icon',
  describedBy,
  className,
  pressed = false,
}: {
  product: WishlistProduct;
  variant?: 'icon' | 'labelled';
  describedBy?: string;
  className?: string;
  /** Whether the product is saved as the server knows it (a per-request page); cached pages render `false`. */
  pressed?: boolean;
}) {
  const t = useTranslations('wishlist');
  return (
    <button
      type="button"
      className={cx(styles.heart, styles[variant], className)}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      data-testid="wishlist-heart"
      {...{ [WISHLIST_SKU_ATTRIBUTE]: product.sku, [WISHLIST_PRODUCT_ATTRIBUTE]: JSON.stringify(product) }}
    >
      <HeartIcon />
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>{t('addToWishlist')}</span>
    </button>
  );
}
