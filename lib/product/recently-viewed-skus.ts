/** Which recently viewed SKUs to show (spec §4 'Recently viewed'); no data access, so safe in a page's first load. */

/** Products the recently viewed list shows at most (one row of four on a desktop, two on a phone). */
export const RECENTLY_VIEWED_SHOWN = 8;

/**
 * The SKUs to show: the persisted list (newest first, no duplicates, spec §4 'Recently viewed')
 * without the product on screen, at most {@link RECENTLY_VIEWED_SHOWN}.
 */
export function recentlyViewedToShow(recentlyViewed: readonly string[], current?: string): string[] {
  return recentlyViewed.filter((sku) => sku !== current).slice(0, RECENTLY_VIEWED_SHOWN);
}
