'use client';

import { useSyncExternalStore } from 'react';

/** How often 'now' moves on while a page is open, in ms: opening states change by the minute. */
export const NOW_INTERVAL_MS = 60_000;

let now: Date | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = new Date();
    for (const notify of listeners) notify();
  }, NOW_INTERVAL_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
      now = null;
    }
  };
}

/**
 * The current instant in the browser, moving on every minute; null in the server's HTML and while
 * the page hydrates. 'Today' and 'open now' of a store are computed from it (spec §2 Store locator),
 * so no cached page ever holds a moment (docs/decisions/0024-store-locator-routes-and-caching.md).
 */
export function useNow(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => (now ??= new Date()),
    () => null,
  );
}
