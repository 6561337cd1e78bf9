import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { Content } from '@prismicio/client';
import { SliceSection } from '@/components/content/SliceSection';
import { ContentLink } from '@/components/ui/ContentLink';
import { linkHref } from '@/lib/prismic/links';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './index.module.css';

/** Most images one block shows (spec: a grid of one to four). */
export const MAX_IMAGES = 4;

/** `sizes` per image count: one spans the large content width (108rem), 2–4 share it. */
const SIZES: Record<number, string> = {
  1: '(min-width: 108rem) 108rem, 100vw',
  2: '(min-width: 48em) 50vw, 100vw',
  3: '(min-width: 48em) 33vw, 100vw',
  4: '(min-width: 64em) 25vw, 50vw',
};

/**
 * Images slice (spec §2 'Content blocks available': images; §3 common primary fields): a responsive
 * grid of the first one to four items that have an image (one full width; two side by side from
 * 48em; three in a row from 48em; four in two columns, in a row from 64em), each with an optional
 * caption and link, under an optional `h2` title and rich text, with an optional button. A link
 * wraps image and caption and is named by them, so an image is linked only when it has alt text
 * or a caption (WCAG 2.4.4). Renders nothing without an image.
 */
export default function Images({ slice }: SliceComponentProps<Content.ImagesSlice>) {
  const items = slice.items.filter((item) => prismic.isFilled.image(item.image)).slice(0, MAX_IMAGES);
  if (items.length === 0) return null;
  const sizes = SIZES[items.length]!;

  return (
    <SliceSection slice={slice} frame="editorial" classes={{ button: styles.button }}>
      <ul className={styles.grid} data-count={items.length}>
        {items.map((item, position) => {
          const image = item.image as prismic.FilledImageFieldImage;
          const caption = prismic.isFilled.keyText(item.caption) ? item.caption : null;
          const href = linkHref(item.link);
          const figure = (
            <figure className={styles.figure}>
              <ContentImage className={styles.image} image={image} sizes={sizes} />
              {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
            </figure>
          );
          return (
            <li key={position} className={styles.item}>
              {href && (caption || image.alt) ? (
                <ContentLink href={href} className={styles.link}>
                  {figure}
                </ContentLink>
              ) : (
                figure
              )}
            </li>
          );
        })}
      </ul>
    </SliceSection>
  );
}
