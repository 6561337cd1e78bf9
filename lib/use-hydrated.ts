'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true from then on (no effect, no second
 * render pass of its own). For parts that must not show before their handlers work, or that depend
 * on browser facts the server cannot know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
