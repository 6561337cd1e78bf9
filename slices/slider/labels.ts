import { getTranslations } from 'next-intl/server';
import type { SliderLabels } from '@/components/content/SliceSlider';

/**
 * The slider copy (`slices.slider`) in the request's locale, for `SliceSlider`'s `labels`. The slide
 * and bullet names keep Swiper's `{{index}}` / `{{slidesLength}}` placeholders for the client.
 */
export async function getSliderLabels(): Promise<SliderLabels> {
  const t = await getTranslations('slices.slider');
  return {
    carousel: t('carousel'),
    slide: t('slide'),
    slideLabel: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    goToSlide: t('goToSlide', { index: '{{index}}' }),
    firstSlide: t('firstSlide'),
    lastSlide: t('lastSlide'),
  };
}
