import * as prismic from '@prismicio/client';
import type { ReactNode } from 'react';
import { SliceSection, sliceHeadingId, type SliceCommonPrimary } from '@/components/content/SliceSection';
import { SliceSlider, type SliderLabels } from '@/components/content/SliceSlider';
import { sliderSettings, type SliderPresetName, type SliderSettings } from '@/components/content/slider-presets';
import { linkHref } from '@/lib/prismic/links';
import styles from './SliderSection.module.css';

/** The common primary fields (spec §3 'Content block (slice)') plus the slider primary fields. */
export interface SliderSectionPrimary extends SliderSettings, SliceCommonPrimary {}

/** The id of a slider slice's heading (`<slice_type>-<slice id>`), for `aria-labelledby`. */
export function sliderHeadingId(slice: { id: string; slice_type: string }): string {
  return sliceHeadingId(slice.slice_type, slice.id);
}

/** Whether a slider slice has a heading: its items' headings are then `h3`, else `h2`. */
export function hasSliderTitle(primary: SliderSectionPrimary): boolean {
  return prismic.isFilled.keyText(primary.title);
}

/**
 * The frame of every slider slice (spec §2 'Content blocks available'): a section (labelled by its
 * heading when `title` is filled) with the optional heading, `richtext` and button (only with both
 * link URL and text), then the slides (`children`, one per slide) in a `SliceSlider` laid out by
 * `preset`. `settings` overrides the slice's own slider fields (rotating picks always rotate).
 * Renders nothing without slides.
 */
export function SliderSection({
  slice,
  preset,
  labels,
  settings,
  className,
  children,
}: {
  slice: { id: string; slice_type: string; variation?: string; primary: SliderSectionPrimary };
  preset: SliderPresetName;
  /** From `getSliderLabels()` (`./labels`). */
  labels: SliderLabels;
  settings?: Partial<SliderSettings>;
  className?: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return null;
  const { primary } = slice;
  const headingId = sliderHeadingId(slice);
  const hasTitle = hasSliderTitle(primary);
  const hasButton = linkHref(primary.button_link) !== null && prismic.isFilled.keyText(primary.button_text);
  return (
    <SliceSection
      slice={slice}
      idPrefix={slice.slice_type}
      className={[styles.section, className].filter(Boolean).join(' ')}
      classes={{ header: styles.intro, title: styles.title, intro: styles.text }}
    >
      {({ heading, button }) => (
        <>
          {heading}
          <SliceSlider
            preset={preset}
            settings={{ ...sliderSettings(primary), ...settings }}
            labels={labels}
            labelledBy={hasTitle ? headingId : undefined}
          >
            {children}
          </SliceSlider>
          {hasButton ? <div className={styles.button}>{button}</div> : null}
        </>
      )}
    </SliceSection>
  );
}
