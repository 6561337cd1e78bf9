/**
 * Presses before hydration, kept and replayed (the shared pattern for server-rendered controls
 * whose only action is a script's: `<button type="button">`, and a `<form>` without an `action`,
 * submitted by its island's handler). Links and forms with an action work without script; such a
 * button does nothing until its island has hydrated, so a press on a slow phone would be lost, and
 * such a form would be sent by the browser as a GET of the page itself, its fields (a password
 * too) in the address.
 *
 * An inline script at the top of `<body>` ({@link pressReplayScript}) listens for clicks and
 * submits in the capture phase: until the page marks `<html>` with {@link HYDRATED_ATTRIBUTE}, a
 * press on such a button or a submit of such a form is stopped, the button (for a form, the button
 * that submitted it, else the form) is queued once and `<html>` carries {@link PENDING_ATTRIBUTE} (a
 * progress cursor; the control itself is left as the server rendered it, which hydration expects).
 * After hydration {@link replayPresses} marks the page and presses each queued button that is still
 * in the document again (a submit button submits its form again), or submits a queued form, now with
 * the handlers in place.
 *
 * A lazy island (its code a chunk of its own, `React.lazy` in a Suspense boundary: sliders, the FAQ
 * accordion) hydrates after the page: React does not replay a click on a boundary still waiting for its
 * code. Such an island's root carries {@link ISLAND_PENDING_ATTRIBUTE} until it has hydrated
 * ({@link useIslandPresses}); the script holds presses and submits inside it past the page's
 * hydration, and {@link replayIslandPresses} makes them once the island is ready. Pure: no imports,
 * so the script's source is small.
 */

/** The attribute on `<html>` once the page has hydrated: presses go to the islands from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The attribute on `<html>` while presses wait for hydration. */
export const PENDING_ATTRIBUTE = 'data-press-pending';

/** Where the inline script keeps the queued buttons, in press order. */
export const PRESS_QUEUE_GLOBAL = '__pressesBeforeHydration';

/** The buttons the script holds: script-only buttons that are not disabled. */
export const REPLAYED_SELECTOR = 'button[type="button"]:not([disabled])';

/**
 * The forms the script holds: those without an `action`, which only their island's submit handler
 * sends (a form with an action, a route's or a server action's, works without script).
 */
export const HELD_FORM_SELECTOR = 'form:not([action])';

/** The attribute on a lazy island's root until it has hydrated: presses inside wait for it. */
export const ISLAND_PENDING_ATTRIBUTE = 'data-island-pending';

/** The inline script's source (about 600 bytes). */
export function pressReplayScript(): string {
  return (
    `(function(){var q=window.${PRESS_QUEUE_GLOBAL}=[],d=document,r=d.documentElement;` +
    `function h(e,t){if(r.hasAttribute('${HYDRATED_ATTRIBUTE}')&&!t.closest('[${ISLAND_PENDING_ATTRIBUTE}]'))return;` +
    `e.preventDefault();e.stopImmediatePropagation();` +
    `if(q.indexOf(t)<0)q.push(t);r.setAttribute('${PENDING_ATTRIBUTE}','')}` +
    `d.addEventListener('click',function(e){` +
    `var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(REPLAYED_SELECTOR)});if(b)h(e,b)},true);` +
    `d.addEventListener('submit',function(e){var f=e.target;` +
    `if(f&&f.matches&&f.matches(${JSON.stringify(HELD_FORM_SELECTOR)}))h(e,e.submitter||f)},true)})()`
  );
}

/** What the script queued: a pressed button (a submit button for its form's submit), or a form submitted without one. */
type Held = HTMLButtonElement | HTMLFormElement;

function pressQueue(): Held[] {
  return (window as unknown as Record<string, Held[] | undefined>)[PRESS_QUEUE_GLOBAL] ?? [];
}

/**
 * Makes the queued presses and submits `take` chooses, in press order, and clears the busy mark once
 * none wait: a button is pressed again (a submit button so submits its form), a form is submitted.
 */
function pressQueued(take: (held: Held) => boolean): void {
  const queue = pressQueue();
  const ready = queue.filter(take);
  queue.splice(0, queue.length, ...queue.filter((held) => !take(held)));
  if (queue.length === 0) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  for (const held of ready) {
    if (!held.isConnected) continue;
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else if (!held.disabled) held.click();
  }
}

/**
 * Marks the page hydrated and makes again, in order, every press and submit held before (browser
 * only; call once, after the page's first commit). A control that left the document is dropped; one
 * inside a lazy island still waiting for its code stays queued for {@link replayIslandPresses}.
 */
export function replayPresses(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  pressQueued((held) => !held.closest(`[${ISLAND_PENDING_ATTRIBUTE}]`));
}

/**
 * A lazy island has hydrated: makes the presses and submits held inside `island` while it waited
 * (browser only; the island's root no longer carries {@link ISLAND_PENDING_ATTRIBUTE}).
 */
export function replayIslandPresses(island: Element): void {
  pressQueued((held) => island.contains(held) && !held.closest(`[${ISLAND_PENDING_ATTRIBUTE}]`));
}
