/**
 * Whether a click follows a link in this tab: inside an `a[href]` that names no `target`, with no modifier
 * key asking for another tab or window. The add-to-cart popup and the search overlay close on it (the page
 * the link leads to is not under them), also when the link leads to the page already open. Only for their
 * lazily loaded code: a page's first load does without it.
 */
export function followsLinkHere(event: React.MouseEvent): boolean {
  const { target } = event;
  const modified = event.ctrlKey || event.metaKey || event.shiftKey;
  return !modified && target instanceof Element && target.closest('a[href]:not([target])') !== null;
}
