/**
 * Links from Prismic link fields (spec §2 'Other behaviour'): internal URLs (starting with `/`)
 * render `next/link` (prefetch on by default); URLs with an http(s) protocol open in a new tab
 * without opener; other protocols (mailto:, tel:) are plain anchors. Server-safe (no hooks).
 */
import Link from 'next/link';
import * as prismic from '@prismicio/client';
import type { ReactNode } from 'react';

/** The URL of a link field (web link, document link with a resolved `url`, media), or null when empty. */
export function linkHref(field: prismic.LinkField | null | undefined): string | null {
  if (!field || !prismic.isFilled.link(field)) return null;
  return prismic.asLink(field) ?? null;
}

/** Whether an href is internal to the storefront (root-relative, not protocol-relative). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Renders an href per the rules above. */
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

/** Link component for `PrismicRichText`'s `internalLinkComponent` / `externalLinkComponent`. */
export function RichTextLink({
  href,
  children,
}: {
  href: string;
  children?: ReactNode;
  rel?: string;
  target?: string;
}) {
  return <ContentLink href={href}>{children}</ContentLink>;
}
