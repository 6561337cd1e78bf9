'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Storefront } from '@/lib/stores';
import styles from './SearchTrigger.module.css';
import { useTypeAhead } from './use-type-ahead';

/**
 * The overlay with Apollo and the search operations: fetched when the shopper first opens search,
 * never in a page's first load (docs/benchmarks.md 'Budgets', e2e/bundle-budget.spec.ts).
 */
const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.SearchOverlay })));
/** Fetches the overlay ahead of a likely press; a failed fetch here is ignored: the press fetches it again. */
const prefetchOverlay = () => void loadOverlay().catch(() => undefined);

/**
 * The header's search button (spec §2 Header 'search overlay'): a magnifier with the translated
 * label 'Search' (visually hidden on phones, still its accessible name) that opens the
 * {@link SearchOverlay}, loading it on the first press (fetched already when the pointer or focus
 * comes to the button). What the shopper types before the search field appears goes into it
 * ({@link useTypeAhead}). Focus comes back to the button when the overlay closes (WCAG 2.4.3).
 *
 * @param icon the magnifier, rendered by the server component that places the button (its SVG code
 *   then stays out of the page's JavaScript); hidden from assistive technology
 * @param language the storefront's language (its search redirect words)
 * @param locale BCP 47 locale for prices, e.g. `nl-NL`
 * @param priceNote what the overlay's asterisked prices include, rendered by the server (`OverlayPriceNote`)
 */
export function SearchTrigger({
  icon,
  language,
  locale,
  priceNote,
}: {
  icon: React.ReactNode;
  language: Storefront['language'];
  locale: string;
  priceNote?: React.ReactNode;
}) {
  const t = useTranslations('search');
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const typeAhead = useTypeAhead();
  const onClose = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        data-testid="search-trigger"
        onPointerEnter={prefetchOverlay}
        onFocus={prefetchOverlay}
        onClick={() => {
          typeAhead.start();
          setRequested(true);
          setOpen(true);
        }}
      >
        {icon}
        <span className={styles.label}>{t('open')}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchOverlay
            open={open}
            onClose={onClose}
            language={language}
            locale={locale}
            priceNote={priceNote}
            takeTypedAhead={typeAhead.take}
          />
        </Suspense>
      ) : null}
    </>
  );
}
