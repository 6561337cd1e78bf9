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

type TimelineItem = Content.TimelineSliderSliceDefaultItem;
interface TimelineEntry {
  year: string;
  label: string;
  image: prismic.FilledImageFieldImage;
  href: string | null;
}

/** Entries that can be shown (spec §3 'Timeline item'): year, label and image required; link optional. */
export function timelineEntries(items: TimelineItem[]): TimelineEntry[] {
  return items.flatMap((item) =>
    prismic.isFilled.keyText(item.year) && prismic.isFilled.keyText(item.label) && prismic.isFilled.image(item.image)
      ? [{ year: item.year, label: item.label, image: item.image, href: linkHref(item.link) }]
      : [],
  );
}

/**
 * Timeline slider slice (spec §2 'Content blocks available': timeline slider; §3 'Timeline item':
 * year, label, image, link; §9 timeline slider: 1.5 in view, 3.5 from 768 px, 4.33 from 1024 px,
 * 5.33 from 1280 px): milestones in order, each an image (4:3), the year on a timeline rule and a
 * label (a link covering the card when the item has one), framed by the common primary fields.
 * Items missing year, label or image are dropped; renders nothing when none remain.
 */
export default async function TimelineSlider({ slice }: SliceComponentProps<Content.TimelineSliderSlice>) {
  const entries = timelineEntries(slice.items);
  if (entries.length === 0) return null;
  const labels = await getSliderLabels();
  const sizes = slideImageSizes(resolveLayouts(SLIDER_PRESETS.timeline, sliderSettings(slice.primary)));
  const ItemHeading = hasSliderTitle(slice.primary) ? 'h3' : 'h2';
  return (
    <SliderSection slice={slice} preset="timeline" labels={labels}>
      {entries.map((entry, index) => (
        <article key={index} className={card.card}>
          <div className={cx(card.media, styles.media)}>
            <ContentImage image={entry.image} fill sizes={sizes} className={card.image} />
          </div>
          <p className={styles.year}>{entry.year}</p>
          <ItemHeading className={styles.label}>
            {entry.href ? (
              <ContentLink href={entry.href} className={cx(card.cover, styles.link)}>
                {entry.label}
              </ContentLink>
            ) : (
              entry.label
            )}
          </ItemHeading>
        </article>
      ))}
    </SliderSection>
  );
}
