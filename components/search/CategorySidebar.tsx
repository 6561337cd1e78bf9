'use client';

import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import type { CategoryFacetEntry } from '@/graphql/search';
import { categoryResultsPath } from '@/lib/search/search-terms';
import styles from './CategorySidebar.module.css';

/**
 * The full-screen search panel's sidebar (spec §2 'Search overlay'): the categories the results of
 * `term` fall in, with their product counts (the search contract's `category` facet), each a link
 * to its category page, or to the search results narrowed to it when it has no URL. Renders nothing
 * without categories (the facet failed or is empty). Plain links, reached with Tab: they leave the
 * overlay rather than refine it.
 *
 * @param onFollow called when a link is followed (the overlay keeps the term as a recent search)
 */
export function CategorySidebar({
  term,
  categories,
  onFollow,
}: {
  term: string;
  categories: CategoryFacetEntry[];
  onFollow: () => void;
}) {
  const t = useTranslations('search');
  if (!categories.length) return null;
  return (
    <nav aria-label={t('categoriesTitle')} className={styles.sidebar}>
      <h3 className={styles.title}>{t('categoriesTitle')}</h3>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.value}>
            <Link
              href={categoryResultsPath(term, category)}
              prefetch="intent"
              className={styles.link}
              data-level={category.level ?? undefined}
              onClick={onFollow}
            >
              <span>{category.label}</span>{' '}
              <span className={styles.count} aria-hidden="true">
                {category.count}
              </span>
              <span className="visually-hidden">{t('productCount', { count: category.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
