import type { ImageProps } from 'next/image';
import { ServerImage } from '@/components/ui/ServerImage';
import { optimizable } from './content-image';

/** An image as the content API gives it: its URL, alt text and, for a Prismic image field, its size in px. */
export interface ContentImageSource {
  url: string;
  alt?: string | null;
  dimensions?: { width: number; height: number } | null;
}

/**
 * `next/image` for an editor's picture (as {@link ServerImage}: no client component): `src` from `image.url`, `alt` from the field unless given
 * (`''` when neither: decorative), width and height in px from the field's dimensions unless given
 * or `fill`, and the optimizer only where it helps ({@link optimizable}: local raster images). Every
 * other `next/image` prop passes through.
 */
export function ContentImage({
  image,
  alt,
  width,
  height,
  fill,
  ...rest
}: Omit<ImageProps, 'src' | 'alt' | 'unoptimized'> & { image: ContentImageSource; alt?: string }) {
  const size = fill ? {} : { width: width ?? image.dimensions?.width, height: height ?? image.dimensions?.height };
  return (
    <ServerImage
      src={image.url}
      alt={alt ?? image.alt ?? ''}
      fill={fill}
      unoptimized={!optimizable(image.url)}
      {...size}
      {...rest}
    />
  );
}
