'use client';

import { useIslandPresses } from '@/lib/hydration/use-island-presses';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { categoriesOf, matchesQuery, type FaqEntry } from './faq';
import styles from './index.module.css';

/** Copy of the FAQ, translated on the server (`slices.faq`). */
export interface FaqLabels {
  categories: string;
  search: string;
  searchPlaceholder: string;
  noResults: string;
  /** `resultCounts[n - 1]` announces n matching questions (1 ≤ n ≤ number of entries), plural forms done. */
  resultCounts: string[];
}

/**
 * The interactive FAQ (spec §4 'FAQ', §5 'FAQ search'): category buttons (shown with two or more
 * categories; the first is active by default), a search field filtering by question or answer
 * (case-sensitive, see `matchesQuery`), and a WAI-ARIA accordion of the active category's
 * questions with at most one open panel; activating the open question closes it.
 *
 * While a search is typed, only categories with matching questions are offered and the active one
 * moves to the first of those when it has none; clearing the search restores the chosen category.
 * A status line announces the number of matches, or shows the empty-result message.
 * `answer` is the answer already rendered on the server.
 */
export function FaqAccordion({
  entries,
  labels,
  questionLevel,
}: {
  entries: (FaqEntry & { answer: ReactNode })[];
  labels: FaqLabels;
  questionLevel: 'h2' | 'h3';
}) {
  const baseId = useId();
  const categories = categoriesOf(entries);
  const [chosenCategory, setChosenCategory] = useState(categories[0]);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);

  const matching = entries.filter((entry) => matchesQuery(entry, query));
  const offered = categories.filter((category) => matching.some((entry) => entry.category === category));
  const activeCategory = offered.includes(chosenCategory!) ? chosenCategory : offered[0];
  const shown = matching.filter((entry) => entry.category === activeCategory);
  const searching = query.trim() !== '';
  const Question = questionLevel;
  // A press on a question or a category before this chunk has hydrated is kept and made then.
  const { ref: islandRef, islandProps } = useIslandPresses<HTMLDivElement>();

  function chooseCategory(category: string) {
    setChosenCategory(category);
    setOpenId(null);
  }

  return (
    <div ref={islandRef} {...islandProps} className={styles.faq}>
      <div className={styles.search}>
        <label htmlFor={`${baseId}-search`} className="visually-hidden">
          {labels.search}
        </label>
        <Search className={styles.searchIcon} aria-hidden="true" focusable="false" />
        <input
          id={`${baseId}-search`}
          className={styles.searchInput}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>

      {categories.length > 1 && offered.length > 0 ? (
        <div role="group" aria-label={labels.categories} className={styles.categories}>
          {offered.map((category) => (
            <button
              key={category}
              type="button"
              className={styles.category}
              aria-pressed={category === activeCategory}
              onClick={() => chooseCategory(category)}
            >
              {category}
            </button>
          ))}
        </div>
      ) : null}

      <p role="status" className={matching.length === 0 ? styles.empty : 'visually-hidden'}>
        {!searching ? '' : matching.length === 0 ? labels.noResults : labels.resultCounts[matching.length - 1]}
      </p>

      {shown.length > 0 ? (
        <div className={styles.accordion}>
          {shown.map((entry) => {
            const open = entry.id === openId;
            const buttonId = `${baseId}-question-${entry.id}`;
            const panelId = `${baseId}-answer-${entry.id}`;
            return (
              <div key={entry.id} className={styles.entry}>
                <Question className={styles.question}>
                  <button
                    id={buttonId}
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : entry.id)}
                  >
                    <span>{entry.question}</span>
                    <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
                  </button>
                </Question>
                <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
                  {entry.answer}
                </div>
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
