/**
 * An editor's rich text with the shop's links (spec §2 'Other behaviour'), rendered by
 * {@link ContentLink}. Server-safe (no hooks).
 */
import type * as prismic from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import type { ReactNode } from 'react';
import { ContentLink } from '@/components/ui/ContentLink';

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

/**
 * An editor's rich text with the shop's links (spec §2 'Other behaviour': chat marker, protocol links
 * in a new tab without opener, internal links prefetched): `PrismicRichText` with
 * {@link RichTextLink} for internal and external links. Renders nothing for an empty field.
 */
export function ContentRichText({ field }: { field: prismic.RichTextField | null | undefined }) {
  return <PrismicRichText field={field} internalLinkComponent={RichTextLink} externalLinkComponent={RichTextLink} />;
}
