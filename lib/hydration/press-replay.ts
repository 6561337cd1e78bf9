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
 * document again, now with its handlers in place.
 *
 * A lazy island (its code a chunk of its own, `React.lazy` in a Suspense boundary: sliders, the FAQ
 * accordion) hydrates after the page: React does not replay a click on a boundary still waiting for its
 * code. Such an island's root carries {@link ISLAND_PENDING_ATTRIBUTE} until it has hydrated
 * ({@link useIslandPresses}); the script holds presses inside it past the page's hydration, and
 * {@link replayIslandPresses} presses them once the island is ready. Pure: no imports, so the script's
 * source is small.
 */

/** The attribute on `<html>` once the page has hydrated: presses go to the islands from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The attribute on `<html>` while presses wait for hydration. */
export const PENDING_ATTRIBUTE = 'data-press-pending';

/** Where the inline script keeps the queued buttons, in press order. */
export const PRESS_QUEUE_GLOBAL = '__pressesBeforeHydration';

/** The buttons the script holds: script-only buttons that are not disabled. */
export const REPLAYED_SELECTOR = 'button[type="button"]:not([disabled])';

/** The attribute on a lazy island's root until it has hydrated: presses inside wait for it. */
export const ISLAND_PENDING_ATTRIBUTE = 'data-island-pending';

/** The inline script's source (about 450 bytes). */
export function pressReplayScript(): string {
  return (
    `(function(){var q=window.${PRESS_QUEUE_GLOBAL}=[],d=document;` +
    `d.addEventListener('click',function(e){` +
    `var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(REPLAYED_SELECTOR)});if(!b)return;` +
    `if(d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')&&!b.closest('[${ISLAND_PENDING_ATTRIBUTE}]'))return;` +
    `e.preventDefault();e.stopImmediatePropagation();` +
    `if(q.indexOf(b)<0)q.push(b);d.documentElement.setAttribute('${PENDING_ATTRIBUTE}','')},true)})()`
  );
}

function pressQueue(): HTMLButtonElement[] {
  return (window as unknown as Record<string, HTMLButtonElement[] | undefined>)[PRESS_QUEUE_GLOBAL] ?? [];
}

/** Presses the queued buttons `take` chooses, in press order, and clears the busy mark once none wait. */
function pressQueued(take: (button: HTMLButtonElement) => boolean): void {
  const queue = pressQueue();
  const ready = queue.filter(take);
  queue.splice(0, queue.length, ...queue.filter((button) => !take(button)));
  if (queue.length === 0) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  for (const button of ready) {
    if (button.isConnected && !button.disabled) button.click();
  }
}

/**
 * Marks the page hydrated and presses again, in order, every button pressed before (browser only;
 * call once, after the page's first commit). A button that left the document is dropped; one inside a
 * lazy island still waiting for its code stays queued for {@link replayIslandPresses}.
 */
export function replayPresses(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  pressQueued((button) => !button.closest(`[${ISLAND_PENDING_ATTRIBUTE}]`));
}

/**
 * A lazy island has hydrated: presses the buttons pressed inside `island` while it waited (browser only;
 * the island's root no longer carries {@link ISLAND_PENDING_ATTRIBUTE}).
 */
export function replayIslandPresses(island: Element): void {
  pressQueued((button) => island.contains(button) && !button.closest(`[${ISLAND_PENDING_ATTRIBUTE}]`));
}
