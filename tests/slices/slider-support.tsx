/**
 * Shared by the slider slice tests (slider, category_slider, timeline_slider, rotating_picks).
 * jsdom has no layout and no `matchMedia`; Swiper needs both: {@link stubSliderBrowser} gives every
 * element a width and answers media queries (only `prefers-reduced-motion` can match). jsdom never
 * fires `transitionend` either, which Swiper waits for before the next autoplay step.
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';

/** Stand-in for `next-intl/server` (`vi.mock('next-intl/server', () => import('./slider-support'))`). */
export async function getTranslations(namespace?: string) {
  const { createTranslator } = await import('next-intl');
  const en = (await import('@/messages/en.json')).default;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- namespaces are checked by the real call sites
  return createTranslator({ locale: 'en', messages: en, namespace: namespace as any });
}

/** SliceZone's props for `slice`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test passes its slice's own shape
export const sliceProps = (slice: unknown): any => ({ slice, index: 0, slices: [slice], context: {} });

const originalClientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');

/** A 1000 px wide layout (below 1024 px: Swiper uses the 768 px breakpoint) and `matchMedia`. */
export function stubSliderBrowser({ reducedMotion = false, width = 1000 } = {}) {
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const minWidth = /min-width:\s*(\d+)px/.exec(query);
      const matches = minWidth
        ? width >= Number(minWidth[1])
        : query.includes('prefers-reduced-motion: reduce') && reducedMotion;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      };
    },
  });
}

afterEach(() => {
  if (originalClientWidth) Object.defineProperty(Element.prototype, 'clientWidth', originalClientWidth);
  vi.useRealTimers();
});

/** Renders what an async server slice returns. */
export async function renderSlice(slice: Promise<ReactElement | null> | ReactElement | null) {
  const element = await slice;
  return render(element ?? <></>);
}

/** The slide Swiper marks active (its accessible name, e.g. '2 of 5'). */
export function activeSlide(container: HTMLElement): string | null {
  return container.querySelector('.swiper-slide-active')?.getAttribute('aria-label') ?? null;
}

/** Lets `ms` pass and ends the slide transition Swiper started (jsdom has no CSS transitions). */
export async function elapse(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {
    for (const wrapper of document.querySelectorAll('.swiper-wrapper')) {
      wrapper.dispatchEvent(new Event('transitionend'));
    }
  });
}
