import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { ChatButton } from './ChatButton';
import { chatFallbackHref, isChatLink } from './chat';

/** Whether an href is internal to the storefront (root-relative, not protocol-relative). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link from content (spec §2 'Other behaviour'): internal URLs (starting with `/`) render
 * `next/link` (prefetch on by default); URLs with an http(s) protocol open in a new tab without
 * opener; other protocols (mailto:, tel:) are plain anchors; a URL ending in the chat marker
 * (`#chat`) is a button that opens the chat widget (`ChatButton`). No Prismic code, so client
 * islands can use it too.
 */
export function ContentLink({
  href,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  if (isChatLink(href)) {
    return (
      <ChatButton className={className} fallbackHref={chatFallbackHref(href)} aria-label={ariaLabel}>
        {children}
      </ChatButton>
    );
  }
  if (isInternalHref(href)) {
    return (
      <Link href={href} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//i.test(href) || href.startsWith('//');
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
