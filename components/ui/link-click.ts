/**
 * Whether a click follows a link in the same tab: its target is inside an `a[href]` without a `target` of
 * its own, and no modifier key asks for another tab or window. A dialog closes on such a click (the page the
 * link leads to is not under it), also when the link leads to the page already open.
 */
export function followsLinkInThisTab(event: {
  target: EventTarget | null;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return Boolean(link) && !event.metaKey && !event.ctrlKey && !event.shiftKey && !link!.getAttribute('target');
}
