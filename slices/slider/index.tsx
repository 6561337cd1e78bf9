import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { resolveLayouts, SLIDER_PRESETS, sliderSettings, slideImageSizes } from '@/components/content/slider-presets';
import { ContentLink } from '@/components/ui/ContentLink';
import { linkHref } from '@/lib/prismic/links';
import { getSliderLabels } from './labels';
import { hasSliderTitle, SliderSection } from './SliderSection';
import { ContentImage } from '@/components/content/ContentImage';
import { clsx as cx } from 'clsx';
import card from '@/components/content/SlideCard.module.css';
import styles from './index.module.css';

type SliderItem = Content.SliderSliceDefaultItem;

/** Items that can be shown: an image is required; title, text and link are optional. */
export function sliderItems(items: SliderItem[]): Array<SliderItem & { image: prismic.FilledImageFieldImage }> {
  return items.filter((item): item is SliderItem & { image: prismic.FilledImageFieldImage } =>
    prismic.isFilled.image(item.image),
  );
}

/**
 * Slider slice (spec §2 'Content blocks available': slider; §3 'Slider primary'; §9 default slider:
 * 2 in view, 3 from 768 px, 4 from 1280 px): cards of an image (4:5), an optional title, text and
 * link (the whole card is the link; a card without title is linked only when its image has alt
 * text to name the link), framed by the common primary fields. Renders nothing when no item has an
 * image.
 */
export default async function Slider({ slice }: SliceComponentProps<Content.SliderSlice>) {
  const items = sliderItems(slice.items);
  if (items.length === 0) return null;
  const labels = await getSliderLabels();
  const sizes = slideImageSizes(resolveLayouts(SLIDER_PRESETS.default, sliderSettings(slice.primary)));
  const ItemHeading = hasSliderTitle(slice.primary) ? 'h3' : 'h2';
  return (
    <SliderSection slice={slice} preset="default" labels={labels}>
      {items.map((item, index) => {
        const href = linkHref(item.link);
        const title = prismic.isFilled.keyText(item.title) ? item.title : null;
        const alt = item.image.alt ?? '';
        return (
          <article key={index} className={cx(card.card, styles.card)}>
            <div className={cx(card.media, styles.media)}>
              <ContentImage image={item.image} alt={alt} fill sizes={sizes} className={card.image} />
            </div>
            {title ? (
              <ItemHeading className={card.title}>
                {href ? (
                  <ContentLink href={href} className={cx(card.cover, card.quietLink)}>
                    {title}
                  </ContentLink>
                ) : (
                  title
                )}
              </ItemHeading>
            ) : href && alt ? (
              <ContentLink href={href} className={cx(card.cover, card.quietLink)} aria-label={alt}>
                {null}
              </ContentLink>
            ) : null}
            {prismic.isFilled.keyText(item.text) ? <p className={styles.text}>{item.text}</p> : null}
          </article>
        );
      })}
    </SliderSection>
  );
}
