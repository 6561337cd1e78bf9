/**
 * Links from Prismic link fields and rich text (spec §2 'Other behaviour'), rendered by
 * {@link ContentLink}. Server-safe (no hooks).
 */
import * as prismic from '@prismicio/client';
import type { ReactNode } from 'react';
import { ContentLink } from '@/components/ui/ContentLink';

export { ContentLink, isInternalHref } from '@/components/ui/ContentLink';

/** The URL of a link field (web link, document link with a resolved `url`, media), or null when empty. */
export function linkHref(field: prismic.LinkField | null | undefined): string | null {
  if (!field || !prismic.isFilled.link(field)) return null;
  return prismic.asLink(field) ?? null;
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
