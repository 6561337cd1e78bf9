/**
 * The link a click follows in this tab, or null: the `a[href]` around the click's target, pressed with the
 * main button and no modifier key (which would ask for another tab or window), without a `target` other than
 * `_self` and without `download`. The route progress bar starts on such a click (when it leaves the page);
 * a dialog closes on one, since the page the link leads to is not under it.
 */
export function linkFollowedHere(event: {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const node = event.target instanceof Node ? event.target : null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const link = element?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  return (link.target && link.target !== '_self') || link.hasAttribute('download') ? null : link;
}
