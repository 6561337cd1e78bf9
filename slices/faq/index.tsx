import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { ContentRichText } from '@/components/content/ContentRichText';
import { FaqAccordion } from './LazyFaqAccordion';
import { faqJsonLd } from './faq';
import styles from './index.module.css';
import { SliceSection } from '@/components/content/SliceSection';

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

  const hasTitle = prismic.isFilled.keyText(slice.primary.title);

  return (
    <SliceSection
      slice={slice}
      frame="help"
      className={styles.slice}
      classes={{ title: styles.title, intro: styles.intro }}
    >
      {({ heading, button }) => (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(entries) }} />
          {heading}
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
          {button}
        </>
      )}
    </SliceSection>
  );
}
