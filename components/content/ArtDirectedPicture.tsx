import { getImageProps } from 'next/image';
import * as prismic from '@prismicio/client';
import { optimizable } from '@/components/content/content-image';

type PictureImage = ReturnType<typeof getImageProps>;

/** The two renditions of an art-directed image: the full image and, when filled, its `mobile` crop. */
export interface ArtDirection {
  desktop: PictureImage;
  mobile: PictureImage | null;
}

/**
 * `getImageProps` for an image field and its `mobile` thumbnail (a crop for screens below 48em),
 * each at its own pixel size; local raster images go through the image optimizer, others as they
 * are. `alt` is the field's alt text (empty when none). `options` (sizes, loading, fetchPriority)
 * apply to both.
 */
export function artDirection(
  image: prismic.FilledImageFieldImage,
  options: { sizes: string; loading?: 'eager' | 'lazy'; fetchPriority?: 'high' },
): ArtDirection {
  const rendition = (field: prismic.FilledImageFieldImage) =>
    getImageProps({
      ...options,
      alt: image.alt ?? '',
      src: field.url,
      width: field.dimensions.width,
      height: field.dimensions.height,
      unoptimized: !optimizable(field.url),
    });
  const mobile = (image as Partial<Record<'mobile', prismic.ImageFieldImage>>).mobile;
  return {
    desktop: rendition(image),
    mobile: mobile && prismic.isFilled.imageThumbnail(mobile) ? rendition(mobile) : null,
  };
}

/**
 * A `<picture>` of an {@link artDirection}: the mobile crop in the `<img>` with the full image as a
 * `(min-width: 48em)` source, or the full image alone. Server-safe.
 */
export function ArtDirectedPicture({
  desktop,
  mobile,
  className,
  imageClassName,
}: ArtDirection & { className?: string; imageClassName?: string }) {
  return (
    <picture className={className}>
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
      <img {...(mobile ?? desktop).props} className={imageClassName} />
    </picture>
  );
}
