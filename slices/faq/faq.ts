/**
 * Pure FAQ helpers (spec §4 'FAQ', §5 'FAQ search'), shared by the server slice and its client
 * accordion: no React, no server-only imports.
 */

/** One question as the accordion shows it and the search reads it. */
export interface FaqEntry {
  /** Stable within the slice (the item's position). */
  id: string;
  /** Category label; items without one are grouped under the translated 'General'. */
  category: string;
  question: string;
  /** The answer as plain text: what the search matches and the structured data carries. */
  answerText: string;
}

/**
 * Whether an entry matches the typed text (spec §5 'FAQ search'): the question or the answer
 * contains it, case-sensitive ('Return' matches "Return label", 'return' does not). Surrounding
 * whitespace of the typed text is ignored; an empty query matches everything.
 */
export function matchesQuery(entry: Pick<FaqEntry, 'question' | 'answerText'>, query: string): boolean {
  const text = query.trim();
  return text === '' || entry.question.includes(text) || entry.answerText.includes(text);
}

/** The distinct categories of `entries`, in the order they first appear. */
export function categoriesOf(entries: readonly Pick<FaqEntry, 'category'>[]): string[] {
  return [...new Set(entries.map((entry) => entry.category))];
}

/**
 * schema.org FAQPage structured data for `entries` (answers as plain text), serialized for an
 * inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as JSON unicode
 * escapes, so content such as `</script>` cannot end the script element.
 */
export function faqJsonLd(entries: readonly Pick<FaqEntry, 'question' | 'answerText'>[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
    })),
  };
  return JSON.stringify(data).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
