/**
 * The chat marker (spec §2 'Other behaviour': a link ending in the chat marker opens a chat widget
 * instead of navigating): a link whose URL ends in `#chat` (e.g. `#chat`,
 * `/klantenservice/#chat`) is rendered by `ContentLink` as a button that dispatches
 * `storefront:open-chat` on `window`; the chat widget (a third-party script, loaded after consent)
 * listens for that event, opens itself and calls `preventDefault`. When no widget answers, the
 * page before the marker is opened instead. No Prismic or React code.
 */
export const CHAT_MARKER = '#chat';

/** The window event the chat widget listens for (a cancelable `CustomEvent` without detail). */
export const OPEN_CHAT_EVENT = 'storefront:open-chat';

/** Whether `href` ends in the chat marker (case-insensitive, surrounding whitespace ignored). */
export function isChatLink(href: string | null | undefined): boolean {
  return !!href && href.trim().toLowerCase().endsWith(CHAT_MARKER);
}

/** Asks the chat widget to open; returns whether a listener handled it (called `preventDefault`). */
export function openChat(): boolean {
  return !window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { cancelable: true }));
}

/** The page a chat link names before its marker (`/klantenservice/#chat` → `/klantenservice/`), or null. */
export function chatFallbackHref(href: string): string | null {
  const page = href.trim().slice(0, -CHAT_MARKER.length);
  return page === '' ? null : page;
}
