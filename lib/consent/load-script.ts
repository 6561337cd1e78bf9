/**
 * Adds third-party scripts to the page: async, once per page, marked with `data-third-party` (what
 * loaded it) so tests and the e2e journey can find them. Browser only; callers check consent first.
 */

const added = new Map<string, HTMLScriptElement>();

/** Whether a script for `src` is in the document (added here and not removed since). */
export function isScriptAdded(src: string): boolean {
  return added.get(src)?.isConnected ?? false;
}

/** Appends `<script async src>` to `<head>` unless it is there already; returns whether it was added. */
export function addScriptOnce(src: string, source: string): boolean {
  if (isScriptAdded(src)) return false;
  added.set(src, appendScript(document.head, src, source));
  return true;
}

/**
 * Appends `<script async src>` to `parent` every time (embeds such as Flockler's render where their
 * script runs, so each mount needs its own); it leaves the page with `parent`.
 */
export function appendScript(parent: HTMLElement, src: string, source: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.thirdParty = source;
  parent.appendChild(script);
  return script;
}
