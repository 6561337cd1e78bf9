import { SEARCH_RESULTS_PATH } from '@/lib/routing/storefront-path';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductListBody } from '@/components/catalog/ProductListBody';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import buttons from '@/components/ui/Button.module.css';
import type { PlpState } from '@/lib/catalog/plp-state';
import { plpPageCount } from '@/lib/commerce/plp';
import { listProducts } from '@/lib/commerce/queries';
import type { Storefront } from '@/lib/stores';
import styles from './SearchResultsPage.module.css';

/** The results page's address (the overlay's 'Show all results' and the form below lead here). */
export const SEARCH_PAGE_PATH = SEARCH_RESULTS_PATH;

/**
 * The search results page (spec §2 '/search/?q=', 'Product lists'): a search form holding the term,
 * the title 'Search results for …', and the product list of the term in the store's language
 * (full-text with stemming and typo tolerance in the back end) with the PLP's facets, sort and
 * paging (categories as filter options). Without a term, the form and a prompt; a page past the
 * end answers 404.
 */
export async function SearchResultsPage({ storefront, state }: { storefront: Storefront; state: PlpState }) {
  const t = await getTranslations('search');
  const tp = await getTranslations('plp');
  const title = state.search ? t('resultsTitle', { term: state.search }) : t('title');
  const data = state.search ? await listProducts(storefront.code, { search: state.search }, state) : null;
  // A page past the end is no page, as on a PLP (proxy.ts answers it with 404 first; this covers results that shrank since).
  if (data !== null && state.page > plpPageCount(data.totalCount)) notFound();
  return (
    <div>
      <Breadcrumbs current={t('title')} />
      <h1>{title}</h1>
      <form method="get" action={SEARCH_PAGE_PATH} className={styles.form} role="search">
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('inputLabel')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={state.search ?? ''}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
          {t('submit')}
        </button>
      </form>
      {data ? (
        <ProductListBody
          data={data}
          state={state}
          baseUrl={SEARCH_PAGE_PATH}
          label={title}
          locale={storefront.locale}
          emptyText={t('noResults')}
          categoryId={null}
          categoryMode="filter"
        />
      ) : (
        <p>{data ? tp('emptyFiltered') : t('emptyQuery')}</p>
      )}
    </div>
  );
}
