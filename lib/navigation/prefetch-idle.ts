import { whenIdle } from '@/lib/hydration/when-idle';

/**
 * How long a page must have been shown, and the browser then idle, before its links in view are
 * prefetched, in ms (spec §9 'prefetch idle timeout 2000 ms'). Until then only a link the shopper
 * shows intent for (pointer over it, focus, a touch) is prefetched, so prefetches never queue ahead of
 * the shopper's first click on a page.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

let armedFor: string | null = null;
let ready = false;
let cancel: (() => void) | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/**
 * Starts the idle wait for the page now shown (its path and query), unless it already runs for it:
 * a new page (a client navigation) waits again from zero.
 */
function armIdlePrefetch(): void {
  const here = window.location.pathname + window.location.search;
  if (armedFor === here) return;
  armedFor = here;
  cancel?.();
  if (ready) {
    ready = false;
    notify();
  }
  const timer = window.setTimeout(() => {
    cancel = whenIdle(() => {
      ready = true;
      notify();
    });
  }, PREFETCH_IDLE_TIMEOUT_MS);
  cancel = () => window.clearTimeout(timer);
}

/** `useSyncExternalStore` source: subscribes a link to the idle state (and arms it for this page). */
export function subscribeIdlePrefetch(listener: () => void): () => void {
  listeners.add(listener);
  armIdlePrefetch();
  return () => listeners.delete(listener);
}

/** Whether the page now shown has waited its idle timeout (false on the server). */
export const idlePrefetchReady = (): boolean => ready;
