import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { Content } from '@prismicio/client';
import { SliceSection } from '@/components/content/SliceSection';
import { ArtDirectedPicture, artDirection } from '@/components/content/ArtDirectedPicture';
import styles from './index.module.css';

/** Image column widths: full width below 48em, half of the large content width (108rem) above. */
const SIZES = '(min-width: 108rem) 54rem, (min-width: 48em) 50vw, 100vw';

/**
 * Image with title slice (spec §2 'Content blocks available': image with title; §3 common primary
 * fields): one image beside an `h2` title, rich text and a button, the image on the left or right
 * (`image_position`) from 48em and above the text below it. Below 48em the image's `mobile`
 * thumbnail (800 × 600 crop) is used when set, through a `<picture>` source, as the hero does.
 * Renders nothing without a title or an image; the button only with both link URL and text.
 */
export default function ImageWithTitle({ slice }: SliceComponentProps<Content.ImageWithTitleSlice>) {
  const { title, image, image_position: imagePosition } = slice.primary;
  if (!prismic.isFilled.keyText(title) || !prismic.isFilled.image(image)) return null;

  return (
    <SliceSection
      slice={slice}
      className={styles.block}
      data-image-position={imagePosition === 'Right' ? 'right' : 'left'}
      classes={{ title: styles.title, intro: styles.text, button: styles.button }}
    >
      {({ heading, button }) => (
        <>
          <ArtDirectedPicture
            {...artDirection(image, { sizes: SIZES })}
            className={styles.media}
            imageClassName={styles.image}
          />
          <div className={styles.body}>
            {heading}
            {button}
          </div>
        </>
      )}
    </SliceSection>
  );
}
