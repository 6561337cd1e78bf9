import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/graphql/fragments';
import styles from './ColourThumbs.module.css';

/** Thumbnails a card shows before '+N' (four fit a phone's two-column card). */
export const CARD_COLOUR_THUMBS = 4;

/**
 * A product card's other colours (spec §3 relatedProducts of type `color_relation`, active ones):
 * small thumbnails (166×235 px source) linking to each colour's product, named by its name and
 * colour; beyond {@link CARD_COLOUR_THUMBS}, a '+N' count. Nothing when there is no other colour.
 */
export function ColourThumbs({ product }: { product: Pick<ProductCardData, 'relatedProducts'> }) {
  const t = useTranslations('product');
  const colours = product.relatedProducts.filter((related) => related.type === 'color_relation' && related.active);
  if (colours.length === 0) return null;
  const shown = colours.slice(0, CARD_COLOUR_THUMBS);
  const more = colours.length - shown.length;
  return (
    <div className={styles.thumbs}>
      <ul aria-label={t('otherColours')}>
        {shown.map((colour) => (
          <li key={colour.productNumber}>
            {/* Plain elements: a list of 24 cards would otherwise hydrate up to 96 more Link and Image
                components, the PLP's main-thread time (Lighthouse TBT); these files need no optimizer. */}
            <a href={colour.url} className={styles.thumb} aria-label={colour.name}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={colour.image} alt="" width={166} height={235} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      {more > 0 ? <span className={styles.more}>{t('moreColours', { count: more })}</span> : null}
    </div>
  );
}
