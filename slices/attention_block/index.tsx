import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { Megaphone } from 'lucide-react';
import { SliceSection } from '@/components/content/SliceSection';
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

  return (
    <SliceSection
      slice={slice}
      className={styles.block}
      classes={{ title: styles.title, intro: styles.text, button: styles.button }}
    >
      {({ heading, button }) => (
        <>
          <Megaphone className={styles.icon} aria-hidden="true" focusable="false" />
          <div className={styles.body}>
            {heading}
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
            {button}
          </div>
        </>
      )}
    </SliceSection>
  );
}
