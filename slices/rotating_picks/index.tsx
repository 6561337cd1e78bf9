import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { resolveLayouts, SLIDER_PRESETS, sliderSettings, slideImageSizes } from '@/components/content/slider-presets';
import { ContentLink } from '@/components/ui/ContentLink';
import { linkHref } from '@/lib/prismic/links';
import { getSliderLabels } from '@/slices/slider/labels';
import { hasSliderTitle, SliderSection } from '@/slices/slider/SliderSection';
import { ContentImage } from '@/components/content/ContentImage';
import { clsx as cx } from 'clsx';
import card from '@/components/content/SlideCard.module.css';
import styles from './index.module.css';

type PickItem = Content.RotatingPicksSliceDefaultItem;
interface Pick {
  image: prismic.FilledImageFieldImage;
  title: string;
  href: string;
  label: string | null;
}

/** Picks that can be shown: image, title and link required; the label (a badge) is optional. */
export function rotatingPicks(items: PickItem[]): Pick[] {
  return items.flatMap((item) => {
    const href = linkHref(item.link);
    return prismic.isFilled.image(item.image) && prismic.isFilled.keyText(item.title) && href
      ? [
          {
            image: item.image,
            title: item.title,
            href,
            label: prismic.isFilled.keyText(item.label) ? item.label : null,
          },
        ]
      : [];
  });
}

/** Rotating picks always rotate (autoplay every 5000 ms) and never end (loop, or rewind when too few). */
export const ROTATING_PICKS_SETTINGS = { auto_play: true, infinite_scroll: true } as const;

/**
 * Rotating picks slice (spec §2 'Content blocks available': rotating picks; §9 default slider: 2
 * in view, 3 from 768 px, 4 from 1280 px; slider autoplay 5000 ms, transition 400 ms): editor's picks
 * (image in the product card ratio 332:470, optional badge label, title linking the whole card) that
 * rotate on their own, endlessly, with a pause/play button (WCAG 2.2.2) and no rotation under
 * `prefers-reduced-motion`; the other slider fields (items_to_show, items_to_slide, center_mode,
 * navigation, pagination, progress) apply. Items missing image, title or link are dropped; renders
 * nothing when none remain.
 */
export default async function RotatingPicks({ slice }: SliceComponentProps<Content.RotatingPicksSlice>) {
  const picks = rotatingPicks(slice.items);
  if (picks.length === 0) return null;
  const labels = await getSliderLabels();
  const sizes = slideImageSizes(resolveLayouts(SLIDER_PRESETS.default, sliderSettings(slice.primary)));
  const ItemHeading = hasSliderTitle(slice.primary) ? 'h3' : 'h2';
  return (
    <SliderSection slice={slice} preset="default" labels={labels} settings={ROTATING_PICKS_SETTINGS}>
      {picks.map((pick, index) => (
        <article key={index} className={cx(card.card, styles.pick)}>
          <div className={cx(card.media, styles.media)}>
            <ContentImage image={pick.image} fill sizes={sizes} className={card.image} />
            {pick.label ? <span className={styles.badge}>{pick.label}</span> : null}
          </div>
          <ItemHeading className={card.title}>
            <ContentLink href={pick.href} className={cx(card.cover, card.quietLink)}>
              {pick.title}
            </ContentLink>
          </ItemHeading>
        </article>
      ))}
    </SliderSection>
  );
}
