import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { Content } from '@prismicio/client';
import { ContentButton } from '@/components/content/ContentButton';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentRichText } from '@/components/content/ContentRichText';
import { linkHref } from '@/lib/prismic/links';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './index.module.css';
import { SliceSection } from '@/components/content/SliceSection';

type Item = Content.ThreeColumnImagesBlockSliceDefaultItem;
type CompleteItem = Item & { image: prismic.FilledImageFieldImage; title: string };

/** Columns of the block (spec: exactly three). */
export const COLUMNS = 3;

/** One column of the large content width (108rem) from 48em; full width when stacked. */
const SIZES = '(min-width: 108rem) 36rem, (min-width: 48em) 33vw, 100vw';

/** Items with both an image and a title, in the editor's order, at most three. */
export function completeItems(items: Item[]): CompleteItem[] {
  return items
    .filter((item): item is CompleteItem => prismic.isFilled.image(item.image) && prismic.isFilled.keyText(item.title))
    .slice(0, COLUMNS);
}

/**
 * Three-column images block (spec §2 'Content blocks available': three-column images block; §3
 * common primary fields): editorial columns of image (4:5), title, rich text and a link, three
 * across from 48em and stacked below it; a block with one or two complete items keeps the
 * three-column rhythm (the rest stays empty). An item's link becomes its button when
 * `button_text` is set (the block's `button_style`), else it links the item's title. Items
 * without an image or title are skipped; renders nothing when none is complete.
 */
export default function ThreeColumnImagesBlock({ slice }: SliceComponentProps<Content.ThreeColumnImagesBlockSlice>) {
  const items = completeItems(slice.items);
  if (items.length === 0) return null;
  const buttonStyle = slice.primary.button_style;
  const ItemHeading = prismic.isFilled.keyText(slice.primary.title) ? 'h3' : 'h2';

  return (
    <SliceSection slice={slice} idPrefix="three-column" frame="editorial" classes={{ button: styles.blockButton }}>
      <ul className={styles.columns}>
        {items.map((item, position) => {
          const href = linkHref(item.link);
          const hasButton = Boolean(href) && prismic.isFilled.keyText(item.button_text);
          return (
            <li key={position} className={styles.column}>
              <ContentImage className={styles.image} image={item.image} sizes={SIZES} />
              <ItemHeading className={styles.itemTitle}>
                {href && !hasButton ? (
                  <ContentLink href={href} className={styles.titleLink}>
                    {item.title}
                  </ContentLink>
                ) : (
                  item.title
                )}
              </ItemHeading>
              {prismic.isFilled.richText(item.text) ? (
                <div className={styles.text}>
                  <ContentRichText field={item.text} />
                </div>
              ) : null}
              <ContentButton
                link={item.link}
                text={item.button_text}
                buttonStyle={buttonStyle}
                className={styles.button}
              />
            </li>
          );
        })}
      </ul>
    </SliceSection>
  );
}
