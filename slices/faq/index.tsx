import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { ContentButton } from '@/components/content/ContentButton';
import { ContentRichText } from '@/components/content/ContentRichText';
import { FaqAccordion } from './LazyFaqAccordion';
import { faqJsonLd } from './faq';
import styles from './index.module.css';
import { SliceHeading, sliceHeadingId } from '@/components/content/SliceHeading';

/**
 * FAQ slice (spec §2 'Content blocks available': FAQ; §3 items category, question, answer; §4 'FAQ';
 * §5 'FAQ search'): optional heading, intro text and button around the interactive accordion
 * (`FaqAccordion`), plus schema.org FAQPage structured data for its questions (answers as plain
 * text). Items without a question or an answer are skipped, items without a category fall under
 * 'General'; renders nothing when no item remains. Copy comes from `slices.faq`.
 */
export default async function Faq({ slice }: SliceComponentProps<Content.FaqSlice>) {
  const t = await getTranslations('slices.faq');
  const entries = slice.items
    .filter((item) => prismic.isFilled.keyText(item.question) && prismic.isFilled.richText(item.answer))
    .map((item, position) => ({
      id: String(position),
      category: item.category?.trim() || t('general'),
      question: item.question!,
      answerText: prismic.asText(item.answer),
      answer: <ContentRichText field={item.answer} />,
    }));
  if (entries.length === 0) return null;

  const {
    title,
    richtext,
    button_text: buttonText,
    button_link: buttonLink,
    button_style: buttonStyle,
  } = slice.primary;
  const hasTitle = prismic.isFilled.keyText(title);
  const headingId = sliceHeadingId('faq', slice.id);

  return (
    <section
      className={styles.slice}
      aria-labelledby={hasTitle ? headingId : undefined}
      data-slice-type={slice.slice_type}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(entries) }} />
      <SliceHeading
        id={headingId}
        title={title}
        richtext={richtext}
        titleClassName={styles.title}
        introClassName={styles.intro}
      />
      <FaqAccordion
        entries={entries}
        questionLevel={hasTitle ? 'h3' : 'h2'}
        labels={{
          categories: t('categories'),
          search: t('search'),
          searchPlaceholder: t('searchPlaceholder'),
          noResults: t('noResults'),
          resultCounts: entries.map((_, index) => t('resultCount', { count: index + 1 })),
        }}
      />
      <ContentButton link={buttonLink} text={buttonText} buttonStyle={buttonStyle} className={styles.button} />
    </section>
  );
}
