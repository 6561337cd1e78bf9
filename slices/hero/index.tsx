import { getImageProps } from 'next/image';
import * as prismic from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { RichTextLink } from '@/lib/prismic/links';
import type { HeroPosition, HeroSlice } from '@/lib/prismic/types';
import { ContentButton } from '@/components/content/ContentButton';
import { optimizable } from '@/components/content/content-image';
import styles from './index.module.css';

const DARK = '#1b1b1b';
const LIGHT = '#ffffff';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  const channels = [0, 2, 4]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text and panel colours: the editor's `color` is the text colour; the panel behind it is dark for
 * light text and light otherwise, and a colour without AA contrast (4.5:1) on it falls back.
 */
export function heroColors(color: string | null | undefined): { text: string; panel: 'light' | 'dark' } {
  if (!color || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) return { text: DARK, panel: 'light' };
  const panel = luminance(color) > 0.4 ? 'dark' : 'light';
  const background = panel === 'dark' ? DARK : LIGHT;
  return { text: contrast(color, background) >= 4.5 ? color : panel === 'dark' ? LIGHT : DARK, panel };
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

/**
 * Hero slice (spec §2 'Content blocks available', §3 'Content block (slice)': hero): a campaign image
 * (optional `mobile` crop below 48em) with a heading, optional text and a button, placed by one of
 * nine positions (`HeroPosition`). Renders nothing without a title or an image; the button only
 * when both its link URL and text exist. The heading is `h2` unless `heading_level` is `h1`.
 * The first slice on a page loads its image eagerly with high fetch priority.
 */
export default function Hero({ slice, index }: SliceComponentProps<HeroSlice>) {
  const {
    title,
    heading_level: headingLevel,
    text,
    image,
    button_text: buttonText,
    button_link: buttonLink,
    button_style: buttonStyle,
    position,
    color,
  } = slice.primary;
  if (!prismic.isFilled.keyText(title) || !prismic.isFilled.image(image)) return null;

  const Heading = headingLevel === 'h1' ? 'h1' : 'h2';
  const headingId = `hero-${slice.id.replace(/[^\w-]/g, '-')}`;
  const { x, y } = heroPlacement(position as HeroPosition | null);
  const colors = heroColors(color);
  const first = index === 0;

  const common = {
    alt: image.alt ?? '',
    sizes: '100vw',
    loading: first ? ('eager' as const) : ('lazy' as const),
    fetchPriority: first ? ('high' as const) : undefined,
  };
  const desktop = getImageProps({
    ...common,
    src: image.url,
    width: image.dimensions.width,
    height: image.dimensions.height,
    unoptimized: !optimizable(image.url),
  });
  const mobileImage = (image as Partial<Record<'mobile', prismic.ImageFieldImage>>).mobile;
  const mobile =
    mobileImage && prismic.isFilled.imageThumbnail(mobileImage)
      ? getImageProps({
          ...common,
          src: mobileImage.url,
          width: mobileImage.dimensions.width,
          height: mobileImage.dimensions.height,
          unoptimized: !optimizable(mobileImage.url),
        })
      : null;

  return (
    <section className={styles.hero} aria-labelledby={headingId} data-slice-type={slice.slice_type}>
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
      <div className={styles.overlay} data-x={x} data-y={y}>
        <div className={styles.panel} data-panel={colors.panel} style={{ color: colors.text }}>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          {prismic.isFilled.richText(text) ? (
            <div className={styles.text}>
              <PrismicRichText field={text} internalLinkComponent={RichTextLink} externalLinkComponent={RichTextLink} />
            </div>
          ) : null}
          <ContentButton link={buttonLink} text={buttonText} buttonStyle={buttonStyle} className={styles.button} />
        </div>
      </div>
    </section>
  );
}
