/**
 * How far the route progress bar may run while loaders are busy (spec §9 'progress split 30 or 45
 * per loader'). A navigation is one loader; data a page loads for a route or parameter change
 * (`beginRouteLoader`) adds more. The bar's 90 % before the end is split between them: each owns
 * 45 % when there are one or two, 30 % when there are three or more (2 × 45 = 3 × 30 = 90).
 */

/** Where the bar stops before every loader has finished, in percent. */
export const PROGRESS_CAP_PERCENT = 90;

/** The share of the bar one loader owns, in percent: 45 for up to two loaders, else 30. */
export function progressSplit(loaders: number): 30 | 45 {
  return loaders <= 2 ? 45 : 30;
}

/**
 * The point in percent the bar trickles toward while `finished` of `loaders` loaders are done: the
 * end of the next unfinished loader's share, at most {@link PROGRESS_CAP_PERCENT}.
 */
export function progressTarget(loaders: number, finished: number): number {
  return Math.min(PROGRESS_CAP_PERCENT, (finished + 1) * progressSplit(loaders));
}
