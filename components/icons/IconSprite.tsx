import { ShoppingBag } from 'lucide-react';
import styles from './IconSprite.module.css';

/** The ids of the sprite's symbols, for `<use href="#…">` ({@link SpriteIcon}). */
export const SPRITE_ICONS = { cardAdd: 'icon-card-add' } as const;

/**
 * Icons repeated on a page, drawn once: every product card's add button shows the same bag, so the page
 * holds its SVG once as a `<symbol>` and each card a `<use>` of it ({@link SpriteIcon}), instead of 24
 * copies of its paths in the HTML and in the RSC payload, each a lucide component to hydrate. Rendered
 * once per document (`StorefrontDocument`); decorative.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className={styles.sprite}>
      <symbol id={SPRITE_ICONS.cardAdd} viewBox="0 0 24 24">
        <ShoppingBag />
      </symbol>
    </svg>
  );
}

/**
 * One icon of {@link IconSprite}, decorative (hidden from assistive technology), drawn in the text colour.
 *
 * @param size width and height in px
 */
export function SpriteIcon({ id, size }: { id: (typeof SPRITE_ICONS)[keyof typeof SPRITE_ICONS]; size: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size}>
      <use href={`#${id}`} />
    </svg>
  );
}
