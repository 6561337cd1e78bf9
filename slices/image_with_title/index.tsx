import { getImageProps } from 'next/image';
import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { Content } from '@prismicio/client';
import { SliceSection } from '@/components/content/SliceSection';
import { optimizable } from '@/components/content/content-image';
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

  const common = { alt: image.alt ?? '', sizes: SIZES };
  const desktop = getImageProps({
    ...common,
    src: image.url,
    width: image.dimensions.width,
    height: image.dimensions.height,
    unoptimized: !optimizable(image.url),
  });
  const mobile = prismic.isFilled.imageThumbnail(image.mobile)
    ? getImageProps({
        ...common,
        src: image.mobile.url,
        width: image.mobile.dimensions.width,
        height: image.mobile.dimensions.height,
        unoptimized: !optimizable(image.mobile.url),
      })
    : null;

  return (
    <SliceSection
      slice={slice}
      className={styles.block}
      data-image-position={imagePosition === 'Right' ? 'right' : 'left'}
      classes={{ title: styles.title, intro: styles.text, button: styles.button }}
    >
      {({ heading, button }) => (
        <>
          <picture className={styles.media}>
            {mobile ? (
              <source
                media="(min-width: 48em)"
                srcSet={desktop.props.srcSet ?? desktop.props.src}
                sizes={desktop.props.srcSet ? desktop.props.sizes : undefined}
                width={desktop.props.width}
                height={desktop.props.height}
              />
            ) : null}
            {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps (art direction) */}
            <img {...(mobile ?? desktop).props} className={styles.image} />
          </picture>
          <div className={styles.body}>
            {heading}
            {button}
          </div>
        </>
      )}
    </SliceSection>
  );
}
