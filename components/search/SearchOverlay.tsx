'use client';

import { Link } from '@/components/ui/Link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { clsx as cx } from 'clsx';
import { useLocalLists } from '@/lib/state/StateProvider';
import { searchDestination } from '@/lib/search/redirect-words';
import { MIN_SEARCH_LENGTH } from '@/lib/search/search-terms';
import type { Storefront } from '@/lib/stores';
import buttons from '@/components/ui/Button.module.css';
import { CategorySidebar } from './CategorySidebar';
import { searchOptions, type SearchOption } from './search-options';
import { SearchListbox } from './SearchListbox';
import { FULL_SCREEN_PANEL_QUERY, useMediaQuery } from './use-media-query';
import { useOverlaySearch } from './use-overlay-search';
import styles from './SearchOverlay.module.css';
import { startRouteProgress } from '@/components/layout/RouteProgress';
import { followsLinkHere } from '@/components/ui/follows-link';

interface Props {
  /** Whether the overlay is shown; the trigger owns it. */
  open: boolean;
  /** Called once the overlay has closed (Escape, close button, backdrop, a followed result, a route change). */
  onClose: () => void;
  /** The storefront's language: which redirect words apply (`lib/search/redirect-words.ts`). */
  language: Storefront['language'];
  /** BCP 47 locale for prices, e.g. `nl-NL`. */
  locale: string;
  /** What was typed between the press that opened the overlay and its field appearing (the trigger keeps it). */
  takeTypedAhead?: () => string;
  /** What the products' asterisked prices include, shown below them (`OverlayPriceNote`; the footer's is covered). */
  priceNote?: React.ReactNode;
}

/**
 * The search overlay (spec §2 'Search overlay', §4/§7/§9 'Search'): a modal `<dialog>` (focus moves
 * in and stays in it; it closes on Escape, its close button, the backdrop, a followed link and a route change) with a
 * search input following the WAI-ARIA 1.2 combobox pattern. While the term (trimmed, lowercased) has
 * fewer than 4 characters it lists the 5 most recent search terms; from 4 characters it searches,
 * debounced 500 ms, and lists up to 5 suggestions, the products (3 quick results; below 64em) and the
 * pages, with 'Show all results'. From 64em it is a full-screen panel with a sidebar of category
 * suggestions with counts and a product grid of 6. Arrow keys move through the options, Enter follows
 * one (or submits the term when none is active), Escape clears the input, then closes. Submitting
 * keeps the term as a recent search and goes to `/search/?q=<term>`, or to a sale page for a
 * redirect word. A failed search says so and keeps what was typed. Loaded on first open only.
 */
export function SearchOverlay({ open, onClose, language, locale, takeTypedAhead, priceNote = null }: Props) {
  const t = useTranslations('search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const [text, setText] = useState('');
  const wide = useMediaQuery(FULL_SCREEN_PANEL_QUERY);
  const search = useOverlaySearch(text, wide ? 'grid' : 'quick');
  const { term, searchable, results } = search;
  const recent = useLocalLists((state) => state.recentSearches);
  const addRecentSearch = useLocalLists((state) => state.addRecentSearch);
  const clearRecentSearches = useLocalLists((state) => state.clearRecentSearches);
  const options = useMemo(() => searchOptions(id, { searchable, recent, results }), [id, searchable, recent, results]);
  // The active option belongs to one list of options: new options start without one.
  const [active, setActive] = useState<{ options: SearchOption[]; index: number }>({ options, index: -1 });
  const activeIndex = active.options === options ? active.index : -1;
  const activeOption = options[activeIndex] ?? null;
  const listboxId = `${id}-listbox`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      const typed = takeTypedAhead?.();
      // Keys pressed while the overlay loaded: an external buffer handed over once, on opening.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (typed) setText((current) => current + typed);
    }
    if (!open && dialog?.open) dialog.close();
  }, [open, takeTypedAhead]);

  // A followed link, or any other route change, closes the overlay (spec §2 Header).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialogRef.current?.close();
  }, [pathname]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const close = () => dialogRef.current?.close();
  const follow = (url: string) => {
    addRecentSearch(term);
    startRouteProgress();
    router.push(url);
    close();
  };
  const fill = (value: string) => {
    setText(value);
    search.searchNow(value);
    inputRef.current?.focus();
  };
  const activate = (option: SearchOption) => {
    if (option.kind === 'recent') fill(option.term);
    else if (option.kind === 'suggestion') fill(option.text);
    else follow(option.kind === 'product' ? option.product.url : option.page.url);
  };
  const submit = () => {
    if (activeOption) activate(activeOption);
    else if (term) follow(searchDestination(term, language));
  };
  const move = (step: 1 | -1) => {
    if (!options.length) return;
    const from = activeIndex === -1 && step === -1 ? options.length : activeIndex;
    setActive({ options, index: (from + step + options.length) % options.length });
  };

  // Escape is handled here, not by the dialog's own cancel: it first clears what was typed. A
  // browser that still cancels after a handled Escape is held back once (`clearedByEscape`).
  const clearedByEscape = useRef(false);
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clearedByEscape.current = event.target === inputRef.current && text !== '';
      if (clearedByEscape.current) {
        setText('');
        setTimeout(() => (clearedByEscape.current = false));
      } else close();
    } else if (event.target === inputRef.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const noResults = searchable && !search.pending && results !== null && !options.length;
  const showAll = searchable && results !== null && results.products.length > 0;
  let announcement = '';
  if (search.failed) announcement = t('error');
  else if (noResults) announcement = t('noResults');
  else if (searchable && !search.pending && results) announcement = t('resultCount', { count: results.totalCount });

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={(event) => clearedByEscape.current && event.preventDefault()}
      onKeyDown={onKeyDown}
      // A press on the backdrop lands on the dialog element itself; a link followed in this tab closes it too.
      onClick={(event) => (event.target === event.currentTarget || followsLinkHere(event)) && close()}
    >
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('title')}
        </h2>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('inputLabel')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className={styles.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeOption?.id}
            aria-describedby={searchable ? undefined : `${id}-hint`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <X aria-hidden="true" focusable="false" size={24} />
          </button>
        </form>
        {searchable ? null : (
          <p id={`${id}-hint`} className={styles.hint}>
            {t('hint', { min: MIN_SEARCH_LENGTH })}
          </p>
        )}
        {!searchable && recent.length ? (
          <button
            type="button"
            className={cx(buttons.button, buttons.link, styles.clearRecent)}
            onClick={clearRecentSearches}
          >
            {t('clearRecent')}
          </button>
        ) : null}
        <div className={styles.body} aria-busy={search.pending}>
          {wide && searchable ? (
            <CategorySidebar term={term} categories={search.facets} onFollow={() => addRecentSearch(term)} />
          ) : null}
          <div className={styles.results}>
            {search.slow ? <p className={styles.status}>{t('searching')}</p> : null}
            {search.failed ? <p className={styles.error}>{t('error')}</p> : null}
            {noResults ? <p className={styles.status}>{t('noResults')}</p> : null}
            <SearchListbox
              id={listboxId}
              options={options}
              activeId={activeOption?.id ?? null}
              onActivate={activate}
              locale={locale}
            />
            {showAll ? (
              <Link
                href={searchDestination(term, language)}
                className={cx(buttons.button, buttons.primary, styles.showAll)}
                onClick={() => {
                  addRecentSearch(term);
                  close();
                }}
              >
                {t('showAll')}
              </Link>
            ) : null}
            {showAll ? priceNote : null}
          </div>
        </div>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </div>
    </dialog>
  );
}
