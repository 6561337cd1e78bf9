'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import { Clock, Search } from 'lucide-react';
import { Price } from '@/components/product/Price';
import type { SearchOption } from './search-options';
import styles from './SearchListbox.module.css';

/** Message keys of the page groups of spec §7 urlData; another group shows as the back end names it. */
const PAGE_GROUP_TITLES: Record<string, 'groupCategory' | 'groupPlp' | 'groupPages'> = {
  Category: 'groupCategory',
  Plp: 'groupPlp',
  "Pagina's": 'groupPages',
};

type OptionOf<Kind extends SearchOption['kind']> = Extract<SearchOption, { kind: Kind }>;

interface Props {
  id: string;
  options: SearchOption[];
  /** Id of the option the keyboard is on (aria-activedescendant of the combobox), or null. */
  activeId: string | null;
  onActivate: (option: SearchOption) => void;
  /** BCP 47 locale for prices, e.g. `nl-NL`. */
  locale: string;
}

/**
 * The search overlay's listbox (WAI-ARIA 1.2 combobox pattern, spec §2 'Search overlay'): the recent
 * terms, or the suggestions, products (image, brand, name, price in euros incl. VAT) and pages (label
 * with its parents as context, grouped by page_group), each group a labelled `group` of options.
 * Options are not focusable: the input keeps focus and points at the active one. A press activates
 * an option without taking focus from the input. Hidden while it has no options.
 */
export function SearchListbox({ id, options, activeId, onActivate, locale }: Props) {
  const t = useTranslations('search');
  const ofKind = <Kind extends SearchOption['kind']>(kind: Kind) =>
    options.filter((option): option is OptionOf<Kind> => option.kind === kind);
  const recent = ofKind('recent');
  const suggestions = ofKind('suggestion');
  const products = ofKind('product');
  const pageGroups = groupConsecutive(ofKind('page'));

  const option = (entry: SearchOption, className: string | undefined, children: React.ReactNode) => (
    <li
      key={entry.id}
      id={entry.id}
      role="option"
      aria-selected={entry.id === activeId}
      className={cx(styles.option, className)}
      data-active={entry.id === activeId || undefined}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onActivate(entry)}
    >
      {children}
    </li>
  );
  const group = (key: string, title: string, className: string | undefined, children: React.ReactNode) => (
    <ul key={key} role="group" aria-labelledby={`${id}-${key}`} className={cx(styles.group, className)}>
      <li role="presentation" id={`${id}-${key}`} className={styles.groupTitle}>
        {title}
      </li>
      {children}
    </ul>
  );

  return (
    <div role="listbox" id={id} aria-label={t('resultsLabel')} className={styles.listbox} hidden={!options.length}>
      {recent.length
        ? group(
            'recent',
            t('recentTitle'),
            styles.recent,
            recent.map((entry) =>
              option(
                entry,
                styles.term,
                <>
                  <Clock aria-hidden="true" focusable="false" size={16} />
                  {entry.term}
                </>,
              ),
            ),
          )
        : null}
      {suggestions.length
        ? group(
            'suggestions',
            t('suggestionsTitle'),
            styles.suggestions,
            suggestions.map((entry) =>
              option(
                entry,
                styles.term,
                <>
                  <Search aria-hidden="true" focusable="false" size={16} />
                  {entry.text}
                </>,
              ),
            ),
          )
        : null}
      {products.length
        ? group(
            'products',
            t('productsTitle'),
            styles.products,
            products.map((entry) =>
              option(
                entry,
                styles.product,
                <>
                  <Image
                    src={entry.product.image}
                    alt=""
                    width={498}
                    height={705}
                    unoptimized
                    className={styles.image}
                  />
                  <div className={styles.productText}>
                    <span className={styles.brand}>{entry.product.brand}</span>
                    <span>{entry.product.name}</span>
                    <span className={styles.colour}>{entry.product.color}</span>
                    <Price price={entry.product.price} regularPrice={entry.product.regular_price} locale={locale} />
                  </div>
                </>,
              ),
            ),
          )
        : null}
      {pageGroups.map(({ group: name, entries }) =>
        group(
          `pages-${name}`,
          PAGE_GROUP_TITLES[name] ? t(PAGE_GROUP_TITLES[name]) : name,
          styles.pages,
          entries.map((entry) =>
            option(
              entry,
              styles.page,
              <>
                <span className={styles.pageLabel}>{entry.page.label}</span>
                {entry.page.parents.length ? (
                  <span className={styles.context}>{entry.page.parents.map((parent) => parent.label).join(' › ')}</span>
                ) : null}
              </>,
            ),
          ),
        ),
      )}
    </div>
  );
}

/** Page options split where their page_group changes (they arrive ordered by group). */
function groupConsecutive(pages: OptionOf<'page'>[]): { group: string; entries: OptionOf<'page'>[] }[] {
  const groups: { group: string; entries: OptionOf<'page'>[] }[] = [];
  for (const entry of pages) {
    const last = groups.at(-1);
    if (last?.group === entry.page.page_group) last.entries.push(entry);
    else groups.push({ group: entry.page.page_group, entries: [entry] });
  }
  return groups;
}
