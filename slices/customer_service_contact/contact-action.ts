import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import { linkHref } from '@/lib/prismic/links';
import { telHref, type StoreContact } from '@/lib/stores';
import { isChatLink } from '@/components/ui/chat';

/** What a customer service item's button does: open the chat, or follow a link (tel:, mailto:, page). */
export type ContactAction = { kind: 'chat'; text: string } | { kind: 'link'; href: string; text: string };

/** The part of a `tel:` or `mailto:` URL a shopper reads (number or address); null for other URLs. */
function readableTarget(href: string): string | null {
  const match = /^(?:tel|mailto):([^?]+)/i.exec(href);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!; // malformed escapes: show as written
  }
}

/**
 * The button of a customer service item (spec §3 'Customer service item': icon, link, buttontext):
 * - link: the item's own, else for `phone` the storefront's number (`telHref`) and for `email` its
 *   address (`mailto:`) from `contact`; `chat` has no default.
 * - a link ending in the chat marker opens the chat (text: `buttontext`, else `startChat`).
 * - text: `buttontext`, else the number or address of a `tel:`/`mailto:` link.
 * Null (no button) when there is no link or no text.
 */
export function contactAction(
  item: Pick<Content.CustomerServiceContactSliceDefaultItem, 'icon' | 'link' | 'buttontext'>,
  contact: StoreContact | undefined,
  startChat: string,
): ContactAction | null {
  const buttonText = prismic.isFilled.keyText(item.buttontext) ? item.buttontext.trim() : '';
  const own = linkHref(item.link);
  if (own && isChatLink(own)) return { kind: 'chat', text: buttonText || startChat };

  let href = own;
  // The storefront's phone number reads best in its display format (with spaces).
  let shown = own ? readableTarget(own) : null;
  if (!own && contact && item.icon === 'phone') [href, shown] = [telHref(contact.phone), contact.phone];
  if (!own && contact && item.icon === 'email') [href, shown] = [`mailto:${contact.email}`, contact.email];
  if (!href) return null;
  const text = buttonText || shown;
  return text ? { kind: 'link', href, text } : null;
}
