/**
 * The route progress bar's start signal for navigations made in code (spec §9 'Page loading: a
 * progress indicator starts on route or parameter change'). The bar
 * (`components/layout/RouteProgress.tsx`) subscribes; hooks and components call
 * {@link startRouteProgress} without depending on the component.
 */

const starters = new Set<() => void>();

/**
 * Starts the route progress bar for a navigation made in code, to call just before `router.push`
 * or `router.replace` with a new URL. Link clicks and back/forward start it by themselves. No-op
 * when no bar is mounted (and on the server).
 */
export function startRouteProgress(): void {
  for (const start of starters) start();
}

/** Subscribes the bar to {@link startRouteProgress}; returns the unsubscribe. */
export function onRouteProgressStart(start: () => void): () => void {
  starters.add(start);
  return () => {
    starters.delete(start);
  };
}
