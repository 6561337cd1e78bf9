import * as prismic from '@prismicio/client';
import { clsx as cx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ContentButton } from '@/components/content/ContentButton';
import { ContentRichText } from '@/components/content/ContentRichText';
import frames from './SliceSection.module.css';

/** The id of a slice's heading, `<prefix>-<slice id>` made safe for `id`/`aria-labelledby`. */
export function sliceHeadingId(prefix: string, sliceId: string): string {
  return `${prefix}-${sliceId.replace(/[^\w-]/g, '-')}`;
}

/**
 * The common primary fields of a content block (spec §3 'Content block (slice)'): `title` (the
 * heading), `richtext` (the intro under it) and the button (`button_text`, `button_link`,
 * `button_style`). Every one is optional; a slice passes the ones it has.
 */
export interface SliceCommonPrimary {
  title?: prismic.KeyTextField | string;
  richtext?: prismic.RichTextField;
  button_text?: prismic.KeyTextField;
  button_link?: prismic.LinkField;
  button_style?: string | null;
}

/** Class names of the parts {@link SliceSection} renders; a part without one gets no `class`. */
export interface SliceSectionClasses {
  /** The heading (`h2`, or `h1` with `headingLevel`). */
  title?: string;
  /** The `div` around the intro rich text. */
  intro?: string;
  /** A `div` around heading and intro, rendered only when given and either is filled. */
  header?: string;
  /** The common button. */
  button?: string;
}

/** The parts a render-prop `children` places itself (each `null` when its fields are empty). */
export interface SliceSectionParts {
  /** Heading and intro (in the `header` div when `classes.header` is given). */
  heading: ReactNode;
  /** The common button (only with both link URL and text). */
  button: ReactNode;
}

/**
 * Shared spacing and heading styles (`SliceSection.module.css`): `spaced` (the --space scale: cookie
 * settings, consent-gated feeds), `help` (customer service, FAQ), `editorial` (large content width:
 * image and video blocks). The slice's `className` and `classes` add to them.
 */
export type SliceFrame = 'spaced' | 'help' | 'editorial';

const FRAMES: Record<SliceFrame, { section?: string } & Omit<SliceSectionClasses, 'header'>> = {
  spaced: { section: frames.spaced, title: frames.spacedTitle, intro: frames.spacedIntro, button: frames.spacedButton },
  help: { section: frames.help, title: frames.helpTitle, intro: frames.helpIntro, button: frames.helpButton },
  editorial: { section: frames.editorial, title: frames.editorialTitle, intro: frames.editorialIntro },
};

type SectionAttributes = Omit<
  ComponentPropsWithoutRef<'section'>,
  'children' | 'title' | 'aria-label' | 'aria-labelledby'
>;

/**
 * The frame of a content slice (spec §3 'Content block (slice)'; docs/architecture.md
 * 'Content'): a `<section>` with `data-slice-type` and `data-slice-variation`, the heading and intro
 * from the common primary fields, the slice's own content and the common button.
 *
 * Every section gets an accessible name when it can have one, so each `region` landmark is named
 * (WCAG 1.3.1 Info and Relationships, 2.4.6 Headings and Labels): with a filled `title` the section
 * is `aria-labelledby` its heading; without one it takes `label` as its `aria-label` (a translated
 * name such as "Social feed"); with neither it stays an unnamed section, which assistive technology
 * does not list as a landmark.
 *
 * - `slice`: `slice_type` and `variation` become the data attributes (CSS and e2e tests select on
 *   `data-slice-type`); `id` makes the heading's id, {@link sliceHeadingId}(`idPrefix`, id), where
 *   `idPrefix` defaults to the slice type with dashes (`image_with_title` → `image-with-title`).
 * - `primary`: the common fields shown here; defaults to `slice.primary`. Pass an object to rename
 *   (`{ title, richtext: text }`) or to leave fields out (`{ title }`).
 * - `headingLevel`: `h2` (default) or `h1` (a hero that opens the page).
 * - `frame`: shared spacing and heading styles ({@link SliceFrame}); `className` and `classes`
 *   (class names per part; pass them one by one, not a whole CSS module) add the slice's own.
 * - `children`: the content, placed after the heading and before the button; or a function that
 *   receives the heading and the button ({@link SliceSectionParts}) and places them itself, for
 *   layouts that nest them (a text panel beside an image).
 * - other props (`className`, `style`, `data-*`) go to the `<section>`.
 *
 * A server component: no client JavaScript.
 */
export function SliceSection({
  slice,
  idPrefix = slice.slice_type.replace(/_/g, '-'),
  // Slice models name their common fields alike (spec §3); one that does not passes `primary`.
  primary = (slice.primary ?? {}) as SliceCommonPrimary,
  headingLevel = 'h2',
  frame,
  label,
  className,
  classes = {},
  children,
  ...attributes
}: SectionAttributes & {
  slice: { id: string; slice_type: string; variation?: string; primary?: object };
  idPrefix?: string;
  primary?: SliceCommonPrimary;
  headingLevel?: 'h1' | 'h2';
  frame?: SliceFrame;
  label?: string;
  classes?: SliceSectionClasses;
  children?: ReactNode | ((parts: SliceSectionParts) => ReactNode);
}) {
  const Heading = headingLevel;
  const shared = frame ? FRAMES[frame] : {};
  const part = (name: 'title' | 'intro' | 'button') => cx(shared[name], classes[name]) || undefined;
  const headingId = sliceHeadingId(idPrefix, slice.id);
  const hasTitle = prismic.isFilled.keyText(primary.title);
  const hasIntro = prismic.isFilled.richText(primary.richtext);
  const headingAndIntro =
    hasTitle || hasIntro ? (
      <>
        {hasTitle ? (
          <Heading id={headingId} className={part('title')}>
            {primary.title}
          </Heading>
        ) : null}
        {hasIntro ? (
          <div className={part('intro')}>
            <ContentRichText field={primary.richtext} />
          </div>
        ) : null}
      </>
    ) : null;
  const parts: SliceSectionParts = {
    heading:
      headingAndIntro && classes.header ? <div className={classes.header}>{headingAndIntro}</div> : headingAndIntro,
    button: (
      <ContentButton
        link={primary.button_link}
        text={primary.button_text}
        buttonStyle={primary.button_style}
        className={part('button')}
      />
    ),
  };
  return (
    <section
      {...attributes}
      className={cx(shared.section, className) || undefined}
      aria-labelledby={hasTitle ? headingId : undefined}
      aria-label={hasTitle ? undefined : label}
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {typeof children === 'function' ? (
        children(parts)
      ) : (
        <>
          {parts.heading}
          {children}
          {parts.button}
        </>
      )}
    </section>
  );
}
