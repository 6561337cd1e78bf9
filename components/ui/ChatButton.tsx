'use client';

import type { ReactNode } from 'react';
import { openChat } from './chat';

/**
 * A button for a link that ends in the chat marker (spec §2 'Other behaviour'): activating it opens
 * the chat widget (`storefront:open-chat` on `window`, see `chat.ts`) instead of navigating; when
 * no widget answers, it opens `fallbackHref` (the page before the marker) if there is one.
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
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      onClick={() => {
        if (!openChat() && fallbackHref) window.location.assign(fallbackHref);
      }}
    >
      {children}
    </button>
  );
}
