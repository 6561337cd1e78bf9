'use client';

import { useSyncExternalStore } from 'react';

/** Spec §9 desktop breakpoint: from here the search overlay is the full-screen panel (§2). */
export const FULL_SCREEN_PANEL_QUERY = '(min-width: 64em)';

/**
 * Whether the CSS media query `query` matches, following changes (resizes, zoom). False on the
 * server, and where the browser has no `matchMedia` (jsdom).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
