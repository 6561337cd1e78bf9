/** Products per PLP page (spec §2 PLP paging, `?page=N`). */
export const PLP_PAGE_SIZE = 24;

/** Number of PLP pages for a product count: at least 1 (an empty list is one page with its empty state). */
export function plpPageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / PLP_PAGE_SIZE));
}
