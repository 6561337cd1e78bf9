import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ContentRichText } from '@/components/content/ContentRichText';
import type { RichtextSlice } from '@/lib/prismic/types';
import { SliceSection } from '@/components/content/SliceSection';

/**
 * Richtext slice (spec §2 'Content blocks available': richtext): formatted text; internal links
 * navigate client-side, external ones open in a new tab. Renders nothing without content.
 */
export default function Richtext({ slice }: SliceComponentProps<RichtextSlice>) {
  if (!prismic.isFilled.richText(slice.primary.content)) return null;
  return (
    <SliceSection slice={slice}>
      <ContentRichText field={slice.primary.content} />
    </SliceSection>
  );
}
