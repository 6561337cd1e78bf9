/** How long a browser without `requestIdleCallback` (Safari) waits instead, in ms. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `task` once the browser is idle (`requestIdleCallback`; in Safari after
 * {@link FALLBACK_DELAY_MS}): for fetching code a page will likely need soon, after hydration and
 * without competing with it. Returns the function that cancels it (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
