/**
 * The chat marker (spec §2 'Other behaviour': a link ending in the chat marker opens a chat widget
 * instead of navigating): a link whose URL ends in `#chat` (e.g. `#chat`,
 * `/klantenservice/#chat`) is rendered by `ContentLink` as a `ChatButton`.
 *
 * The chat provider interface: a chat widget (a third-party script, loaded after consent) listens
 * for {@link OPEN_CHAT_EVENT} on `window`, opens itself and calls `preventDefault`. When none answers
 * (no provider configured, no consent, the chat closed) {@link CONTACT_OPTIONS_EVENT} opens the
 * contact options instead (phone with the service hours, e-mail), never nothing; without script the
 * link leads to the footer's customer service section ({@link CONTACT_OPTIONS_ID}). No Prismic or
 * React code.
 */
export const CHAT_MARKER = '#chat';

/** The window event the chat widget listens for (a cancelable `CustomEvent` without detail). */
export const OPEN_CHAT_EVENT = 'storefront:open-chat';

/** Whether `href` ends in the chat marker (case-insensitive, surrounding whitespace ignored). */
export function isChatLink(href: string | null | undefined): boolean {
  return !!href && href.trim().toLowerCase().endsWith(CHAT_MARKER);
}

/** The id of the footer's customer service section: where a chat link leads without script. */
export const CONTACT_OPTIONS_ID = 'customer-service';

/** The window event that opens the contact options (a `CustomEvent` without detail). */
export const CONTACT_OPTIONS_EVENT = 'storefront:contact-options';

/** Asks the chat widget to open; returns whether a listener handled it (called `preventDefault`). */
export function openChat(): boolean {
  return !window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { cancelable: true }));
}

/** The page a chat link names before its marker (`/klantenservice/#chat` → `/klantenservice/`), or null. */
export function chatFallbackHref(href: string): string | null {
  const page = href.trim().slice(0, -CHAT_MARKER.length);
  return page === '' ? null : page;
}

/** Opens the chat widget, or the contact options when no widget answers. */
export function openChatOrContactOptions(): void {
  if (!openChat()) window.dispatchEvent(new CustomEvent(CONTACT_OPTIONS_EVENT));
}
