import * as prismic from '@prismicio/client';
import { ContentRichText } from '@/components/content/ContentRichText';

/** The id of a slice's heading, `<prefix>-<slice id>` made safe for `id`/`aria-labelledby`. */
export function sliceHeadingId(prefix: string, sliceId: string): string {
  return `${prefix}-${sliceId.replace(/[^\w-]/g, '-')}`;
}

/**
 * The opening of a content block (spec §3 'Content block (slice)', common primary fields `title` and
 * `richtext`): the title as an `h2` with `id` (for the section's `aria-labelledby`) and the intro
 * rich text. Each part renders only when filled. Server-safe.
 */
export function SliceHeading({
  id,
  title,
  richtext,
  titleClassName,
  introClassName,
}: {
  id: string;
  title: prismic.KeyTextField | undefined;
  richtext: prismic.RichTextField | undefined;
  titleClassName?: string;
  introClassName?: string;
}) {
  return (
    <>
      {prismic.isFilled.keyText(title) ? (
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
      ) : null}
      {prismic.isFilled.richText(richtext) ? (
        <div className={introClassName}>
          <ContentRichText field={richtext} />
        </div>
      ) : null}
    </>
  );
}
