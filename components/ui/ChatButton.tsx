'use client';

import type { ReactNode } from 'react';
import { CONTACT_OPTIONS_ID, openChatOrContactOptions } from './chat';

/**
 * The control for a link that ends in the chat marker (spec §2 'Other behaviour'): activating it
 * opens the chat widget, or the contact options when no widget answers (see `chat.ts`). Rendered as
 * a link to the customer service section in the footer (of `fallbackHref`, the page before the
 * marker, when there is one), so it leads somewhere before its script has loaded or without it.
 */
export function ChatButton({
  className,
  fallbackHref,
  children,
  'aria-label': ariaLabel,
}: {
  className?: string;
  fallbackHref?: string | null;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <a
      href={`${fallbackHref ?? ''}#${CONTACT_OPTIONS_ID}`}
      className={className}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        openChatOrContactOptions();
      }}
    >
      {children}
    </a>
  );
}
