'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

export type { SliderLabels } from './SwiperSlider';

const SwiperSlider = lazy(() => import('./SwiperSlider').then((module) => ({ default: module.SliceSlider })));

/**
 * The slider of every slider slice ({@link import('./SwiperSlider').SliceSlider}), loaded as its
 * own chunk: Swiper (about 31 kB gzip) is fetched only by pages that show a slider, although the
 * catch-all route that renders content pages also renders PLPs and PDPs. The server waits for it
 * and renders the slides; in the browser the server HTML stays in place until the chunk arrives
 * (React.lazy in a Suspense boundary, not next/dynamic, whose loader bails out of prerendering).
 */
export function SliceSlider(props: ComponentProps<typeof SwiperSlider>) {
  return (
    <Suspense fallback={null}>
      <SwiperSlider {...props} />
    </Suspense>
  );
}
