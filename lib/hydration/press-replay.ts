/**
 * Presses before hydration, kept and replayed (the shared pattern for server-rendered controls
 * whose only action is a script's: `<button type="button">`). Links and forms work without script;
 * such a button does nothing until its island has hydrated, so a press on a slow phone would be lost.
 *
 * An inline script at the top of `<body>` ({@link pressReplayScript}) listens for clicks in the
 * capture phase until the page marks `<html>` with {@link HYDRATED_ATTRIBUTE} (the first click after
 * that removes the listener): a press on such a button is stopped, the button is queued once and
 * `<html>` carries {@link PENDING_ATTRIBUTE} (a progress cursor; the button itself is left as the
 * server rendered it, which hydration expects). After
 * hydration {@link replayPresses} marks the page and presses each queued button that is still in the
 * document again, now with its handlers in place. Pure: no imports, so the script's source is small.
 */

/** The attribute on `<html>` once the page has hydrated: presses go to the islands from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The attribute on `<html>` while presses wait for hydration. */
export const PENDING_ATTRIBUTE = 'data-press-pending';

/** Where the inline script keeps the queued buttons, in press order. */
export const PRESS_QUEUE_GLOBAL = '__pressesBeforeHydration';

/** The buttons the script holds: script-only buttons that are not disabled. */
export const REPLAYED_SELECTOR = 'button[type="button"]:not([disabled])';

/** The inline script's source (about 400 bytes). */
export function pressReplayScript(): string {
  return (
    `(function(){var q=window.${PRESS_QUEUE_GLOBAL}=[],d=document;` +
    `d.addEventListener('click',function h(e){` +
    `if(d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')){d.removeEventListener('click',h,true);return}` +
    `var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(REPLAYED_SELECTOR)});if(!b)return;` +
    `e.preventDefault();e.stopImmediatePropagation();` +
    `if(q.indexOf(b)<0)q.push(b);d.documentElement.setAttribute('${PENDING_ATTRIBUTE}','')},true)})()`
  );
}

/**
 * Marks the page hydrated and presses again, in order, every button pressed before (browser only;
 * call once, after the page's first commit). A button that left the document is dropped.
 */
export function replayPresses(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  const queue = (window as unknown as Record<string, HTMLButtonElement[] | undefined>)[PRESS_QUEUE_GLOBAL];
  if (!queue) return;
  for (const button of queue.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
