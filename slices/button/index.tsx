import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ContentButton } from '@/components/content/ContentButton';
import { linkHref } from '@/lib/prismic/links';
import styles from './index.module.css';

const ALIGNMENTS = ['left', 'center', 'right'] as const;
type Alignment = (typeof ALIGNMENTS)[number];

/**
 * Button slice (spec §2 'Content blocks available': button): one button in one of the four styles
 * (`button_style`), aligned left, centre or right (`alignment`, default left). Renders nothing
 * unless both the link url and the button text are filled (whitespace alone is no text).
 */
export default function Button({ slice }: SliceComponentProps<Content.ButtonSlice>) {
  const { button_text: text, button_link: link, button_style: buttonStyle, alignment } = slice.primary;
  if (!linkHref(link) || !prismic.isFilled.keyText(text) || !text.trim()) return null;
  const align: Alignment = ALIGNMENTS.includes(alignment as Alignment) ? (alignment as Alignment) : 'left';
  return (
    <div className={styles.slice} data-align={align} data-slice-type={slice.slice_type}>
      <ContentButton link={link} text={text} buttonStyle={buttonStyle} />
    </div>
  );
}
