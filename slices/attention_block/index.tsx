import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { Megaphone } from 'lucide-react';
import { ContentButton } from '@/components/content/ContentButton';
import { ContentRichText } from '@/components/content/ContentRichText';
import styles from './index.module.css';

/**
 * Attention block slice (spec §2 'Content blocks available': attention block; §3 common primary
 * fields and items label, content): an eye-catching notice with an optional heading, text and
 * button above a list of label/content pairs (a description list). Items without a label or
 * content are skipped and the block renders nothing when none remain; the button shows only with
 * both link url and text.
 */
export default function AttentionBlock({ slice }: SliceComponentProps<Content.AttentionBlockSlice>) {
  const items = slice.items.filter(
    (item) => prismic.isFilled.keyText(item.label) && prismic.isFilled.richText(item.content),
  );
  if (items.length === 0) return null;

  const {
    title,
    richtext,
    button_text: buttonText,
    button_link: buttonLink,
    button_style: buttonStyle,
  } = slice.primary;
  const hasTitle = prismic.isFilled.keyText(title);
  const headingId = `attention-block-${slice.id.replace(/[^\w-]/g, '-')}`;

  return (
    <section
      className={styles.block}
      aria-labelledby={hasTitle ? headingId : undefined}
      data-slice-type={slice.slice_type}
    >
      <Megaphone className={styles.icon} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        {hasTitle ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {prismic.isFilled.richText(richtext) ? (
          <div className={styles.text}>
            <ContentRichText field={richtext} />
          </div>
        ) : null}
        <dl className={styles.list}>
          {items.map((item, position) => (
            <div key={position} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.content}>
                <ContentRichText field={item.content} />
              </dd>
            </div>
          ))}
        </dl>
        <ContentButton link={buttonLink} text={buttonText} buttonStyle={buttonStyle} className={styles.button} />
      </div>
    </section>
  );
}
