import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { SliceSection } from '@/components/content/SliceSection';
import { ContentImage } from '@/components/content/ContentImage';
import { clsx as cx } from 'clsx';
import band from '@/components/content/MediaBand.module.css';
import styles from './index.module.css';

export type BrandingBackground = NonNullable<Content.BrandingBlockSliceDefaultPrimary['background_color']>;

/**
 * Background and text colour per `background_color` option; every pair has at least 7:1 contrast
 * (WCAG AA asks 4.5:1). `tone` dark inverts buttons and the focus outline.
 */
export const BRANDING_BACKGROUNDS: Record<
  BrandingBackground,
  { background: string; text: string; tone: 'light' | 'dark' }
> = {
  Stone: { background: '#f3f1ee', text: '#1b1b1b', tone: 'light' },
  Sand: { background: '#e9e4dc', text: '#1b1b1b', tone: 'light' },
  Ink: { background: '#1b1b1b', text: '#ffffff', tone: 'dark' },
  Terracotta: { background: '#8a2c0d', text: '#ffffff', tone: 'dark' },
};

/**
 * Branding block slice (spec §2 'Content blocks available': branding block; §3 common primary
 * fields): a brand statement with a heading, optional rich text, an optional logo above the heading
 * and an optional image beside the text (from 48em; above it on smaller screens), and an optional
 * button (only with both link url and text), on one of four background colours
 * (`BRANDING_BACKGROUNDS`, default Stone). Renders nothing without a title.
 */
export default function BrandingBlock({ slice }: SliceComponentProps<Content.BrandingBlockSlice>) {
  const { title, logo, image, background_color: backgroundColor } = slice.primary;
  if (!prismic.isFilled.keyText(title)) return null;

  const colors = BRANDING_BACKGROUNDS[backgroundColor as BrandingBackground] ?? BRANDING_BACKGROUNDS.Stone;
  const hasImage = prismic.isFilled.image(image);
  const buttonStyle = slice.primary.button_style;

  return (
    <SliceSection
      slice={slice}
      className={cx(band.band, styles.block)}
      style={{ backgroundColor: colors.background, color: colors.text }}
      data-tone={colors.tone}
      data-panel={colors.tone}
      data-has-image={hasImage ? 'true' : undefined}
      classes={{
        title: styles.title,
        intro: styles.text,
        // On a dark background a filled button turns white so its edge stays visible (WCAG 1.4.11).
        button: colors.tone === 'dark' && buttonStyle !== 'Link' ? styles.invertedButton : styles.button,
      }}
    >
      {({ heading, button }) => (
        <>
          <div className={cx(band.body, styles.body)}>
            {prismic.isFilled.image(logo) ? <ContentImage className={styles.logo} image={logo} /> : null}
            {heading}
            {button}
          </div>
          {hasImage ? (
            <div className={band.media}>
              <ContentImage className={band.image} image={image} sizes="(min-width: 48em) 50vw, 100vw" />
            </div>
          ) : null}
        </>
      )}
    </SliceSection>
  );
}
