import { getImageProps } from 'next/image';
import * as prismic from '@prismicio/client';
import { optimizable } from '@/components/content/content-image';
import { videoFile } from '@/components/content/video/video-source';
import { LOOKBOOK_TILE_HEIGHT, LOOKBOOK_TILE_WIDTH } from './LookbookTile';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './LookMedia.module.css';

type LookImage = { image: prismic.ImageField<'wide'>; video?: prismic.LinkField | null };

/** Wide crop of the lead image (`wide` thumbnail, px), shown from 64em. */
const WIDE_WIDTH = 1440;
const WIDE_HEIGHT = 640;

/**
 * One picture of a look (spec §3 'Lookbook: data.images (image or video)'): with a playable video
 * (mp4/webm), the video with its controls and the image as poster (never plays on its own);
 * otherwise the image (384×560). `lead`: the first picture of the page, full width; from 64em its
 * `wide` crop (1440×640) when the editor made one; loaded first (LCP). `videoLabel` names a video.
 * Renders nothing without image or video.
 */
export function LookMedia({ item, lead = false, videoLabel }: { item: LookImage; lead?: boolean; videoLabel: string }) {
  const { image } = item;
  const hasImage = prismic.isFilled.image(image);
  const video = videoFile(item.video);
  const wide = lead && hasImage && prismic.isFilled.imageThumbnail(image.wide) ? image.wide : null;
  const className = [styles.media, wide ? styles.lead : null].filter(Boolean).join(' ');
  if (video) {
    return (
      <video
        className={className}
        controls
        playsInline
        preload="none"
        poster={hasImage ? (wide?.url ?? image.url) : undefined}
        width={wide ? WIDE_WIDTH : LOOKBOOK_TILE_WIDTH}
        height={wide ? WIDE_HEIGHT : LOOKBOOK_TILE_HEIGHT}
        aria-label={videoLabel}
      >
        <source src={video.src} type={video.type} />
      </video>
    );
  }
  if (!hasImage) return null;
  const alt = image.alt ?? '';
  if (!wide) {
    return (
      <ContentImage
        image={image}
        alt={alt}
        width={LOOKBOOK_TILE_WIDTH}
        height={LOOKBOOK_TILE_HEIGHT}
        sizes={lead ? '100vw' : '(min-width: 64em) 25vw, 50vw'}
        className={className}
        priority={lead}
      />
    );
  }
  // Art direction: the portrait below 64em, the wide crop above; nothing is preloaded that a
  // breakpoint would not show, but the image is fetched first (it is the page's LCP element).
  const { props } = getImageProps({
    src: image.url,
    alt,
    width: LOOKBOOK_TILE_WIDTH,
    height: LOOKBOOK_TILE_HEIGHT,
    sizes: '100vw',
    fetchPriority: 'high',
    loading: 'eager',
    unoptimized: !optimizable(image.url),
  });
  return (
    <picture>
      <source media="(min-width: 64em)" srcSet={wide.url} width={WIDE_WIDTH} height={WIDE_HEIGHT} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps (art direction) */}
      <img {...props} className={className} />
    </picture>
  );
}
