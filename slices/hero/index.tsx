import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { HeroPosition, HeroSlice } from '@/lib/prismic/types';
import { SliceSection } from '@/components/content/SliceSection';
import { ArtDirectedPicture, artDirection } from '@/components/content/ArtDirectedPicture';
import { videoBox, videoFile } from '@/components/content/video/video-source';
import type { ControlCorner, LoopingVideoSource } from '@/components/content/video/LoopingVideo';
import { HeroVideo } from './HeroVideo';
import { contrastRatio, isHexColor, luminance } from '@/lib/color';
import styles from './index.module.css';

const DARK = '#1b1b1b';
const LIGHT = '#ffffff';

/**
 * Text and panel colours: the editor's `color` is the text colour; the panel behind it is dark for
 * light text and light otherwise, and a colour without AA contrast (4.5:1) on it falls back.
 */
export function heroColors(color: string | null | undefined): { text: string; panel: 'light' | 'dark' } {
  if (!isHexColor(color)) return { text: DARK, panel: 'light' };
  const panel = luminance(color) > 0.4 ? 'dark' : 'light';
  const background = panel === 'dark' ? DARK : LIGHT;
  return { text: contrastRatio(color, background) >= 4.5 ? color : panel === 'dark' ? LIGHT : DARK, panel };
}

/** Splits a Dutch positional variant (`links-boven` … `rechts-onder`) into its axes; default centred. */
export function heroPlacement(position: string | null | undefined): {
  x: 'links' | 'midden' | 'rechts';
  y: 'boven' | 'midden' | 'onder';
} {
  const [x, y] = (position ?? '').split('-') as [string?, string?];
  return {
    x: x === 'links' || x === 'rechts' ? x : 'midden',
    y: y === 'boven' || y === 'onder' ? y : 'midden',
  };
}

/** The pause control's corner: away from the text panel (opposite side and edge). */
export function heroControlCorner(x: 'links' | 'midden' | 'rechts', y: 'boven' | 'midden' | 'onder'): ControlCorner {
  return `${y === 'onder' ? 'top' : 'bottom'}-${x === 'rechts' ? 'left' : 'right'}`;
}

/**
 * Hero slice (spec §2 'Content blocks available', §3 'Content block (slice)': hero): a campaign image
 * (optional `mobile` crop below 48em) with a heading, optional text and a button, placed by one of
 * nine positions (`HeroPosition`). Renders nothing without a title or an image; the button only
 * when both its link URL and text exist. The heading is `h2` unless `heading_level` is `h1`.
 * The first slice on a page loads its image eagerly with high fetch priority.
 * With a `video` (mp4/webm, Link to media or web URL; `video_mobile` below 48em; sizes in px from
 * `video_width`/`video_height`, else the image's) a muted looping background video plays over the
 * image, which is its poster, with a pause control; under reduced motion only the image shows.
 */
export default function Hero({ slice, index }: SliceComponentProps<HeroSlice>) {
  const { title, heading_level: headingLevel, text, image, position, color } = slice.primary;
  if (!prismic.isFilled.keyText(title) || !prismic.isFilled.image(image)) return null;

  const { x, y } = heroPlacement(position as HeroPosition | null);
  const colors = heroColors(color);
  const first = index === 0;

  const picture = artDirection(image, {
    sizes: '100vw',
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : undefined,
  });
  const { desktop, mobile } = picture;
  const mobileImage = (image as Partial<Record<'mobile', prismic.ImageFieldImage>>).mobile;

  const { primary } = slice;
  const videoSources: LoopingVideoSource[] = [];
  const mobileVideo = videoFile(primary.video_mobile);
  if (mobileVideo) {
    const dimensions = prismic.isFilled.imageThumbnail(mobileImage) ? mobileImage.dimensions : image.dimensions;
    videoSources.push({
      ...mobileVideo,
      ...videoBox(primary.video_mobile_width, primary.video_mobile_height, dimensions),
      poster: (mobile ?? desktop).props.src,
      media: '(max-width: 47.99em)',
    });
  }
  const desktopVideo = videoFile(primary.video);
  if (desktopVideo) {
    videoSources.push({
      ...desktopVideo,
      ...videoBox(primary.video_width, primary.video_height, image.dimensions),
      poster: desktop.props.src,
      // With a mobile video this one is for 48em and up; alone it plays at every width.
      media: mobileVideo ? '(min-width: 48em)' : undefined,
    });
  }

  return (
    <SliceSection
      slice={slice}
      primary={{ ...slice.primary, richtext: text }}
      headingLevel={headingLevel === 'h1' ? 'h1' : 'h2'}
      className={styles.hero}
      classes={{ title: styles.title, intro: styles.text, button: styles.button }}
    >
      {({ heading, button }) => (
        <>
          <div className={styles.media}>
            <ArtDirectedPicture {...picture} className={styles.picture} imageClassName={styles.image} />
            {videoSources.length > 0 ? (
              <HeroVideo
                sources={videoSources}
                corner={heroControlCorner(x, y)}
                className={styles.videoFrame}
                videoClassName={styles.video}
              />
            ) : null}
          </div>
          <div className={styles.overlay} data-x={x} data-y={y}>
            <div className={styles.panel} data-panel={colors.panel} style={{ color: colors.text }}>
              {heading}
              {button}
            </div>
          </div>
        </>
      )}
    </SliceSection>
  );
}
