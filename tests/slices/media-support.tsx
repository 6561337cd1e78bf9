import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { vi } from 'vitest';
import en from '@/messages/en.json';

/**
 * Browser conditions for the video slices in jsdom, which has no media playback, no matchMedia and
 * no IntersectionObserver: `play()`/`pause()` fire their events, media queries answer from
 * `screen` (wide = 48em and up) and `reducedMotion`, and the preference can change later.
 */
export function mediaBrowser({ wide = true, reducedMotion = false, refusePlay = false } = {}) {
  const state = { wide, reducedMotion };
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const evaluate = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? state.reducedMotion
      : query.includes('max-width: 47.99em')
        ? !state.wide
        : query.includes('min-width: 48em')
          ? state.wide
          : false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
        if (query.includes('prefers-reduced-motion')) listeners.add(listener);
      },
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    })),
  );
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (refusePlay) return Promise.reject(new DOMException('Autoplay refused', 'NotAllowedError'));
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return {
    play,
    pause,
    /** The shopper turns on 'reduce motion' in the system settings. */
    reduceMotion() {
      state.reducedMotion = true;
      listeners.forEach((listener) => listener({ matches: true }));
    },
  };
}

/** Renders server-translated slice markup as the storefront does (English messages). */
export function renderWithMessages(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      {ui}
    </NextIntlClientProvider>,
  );
}
