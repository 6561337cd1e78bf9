'use client';

import dynamic from 'next/dynamic';

export type { SliderLabels } from './SwiperSlider';

/**
 * The slider of every slider slice ({@link import('./SwiperSlider').SliceSlider}), loaded as its
 * own chunk: Swiper (about 31 kB gzip) is fetched only by pages that show a slider, although the
 * catch-all route that renders content pages also renders PLPs and PDPs. Server-rendered as before.
 */
export const SliceSlider = dynamic(() => import('./SwiperSlider').then((module) => module.SliceSlider));
