import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { ListProductsData } from '@/graphql/catalog';
import { DEFAULT_SORT, isRefined, plpHref, VALUE_FACETS, type PlpState, type SortKey } from '@/lib/catalog/plp-state';
import { plpPageCount } from '@/lib/commerce/plp';
import { ProductGrid } from '@/components/product/ProductGrid';
import { countryOfLocale } from '@/lib/pricing/belgium';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import { ActiveFilters } from './facets/ActiveFilters';
import { FacetPanel } from './facets/FacetPanel';
import { FilterDisclosure } from './facets/FilterDisclosure';
import { SortForm } from './facets/SortForm';
import styles from './ProductListPage.module.css';

/** Number of filters in force (shown on the narrow-screen filter toggle). */
function filterCount(state: PlpState): number {
  return (
    VALUE_FACETS.reduce((count, facet) => count + state.values[facet].length, 0) +
    (state.price ? 1 : 0) +
    (state.sale ? 1 : 0) +
    (state.new ? 1 : 0)
  );
}

/** The product count above the grid: where 'Show N products' in the filter panel takes the shopper. */
const RESULTS_ID = 'plp-results';

/**
 * The body of a product list in a state (spec §2 'Product lists' and the search results page): the filters
 * (an aside with its visually hidden h2, a disclosure below 64em), the product count, the sort,
 * the filters in force, the grid (`label` names it) or `emptyText` (a filtered list says so
 * instead), and paging links. Every link and form keeps the state (`plpHref(baseUrl, …)`).
 * `categoryId`/`categoryMode`: see {@link FacetPanel}; `listSort`: the list's own default sort (its URL record's, or
 * `recommended`), shown while the shopper has chosen none.
 */
export async function ProductListBody({
  data,
  state,
  baseUrl,
  label,
  locale,
  emptyText,
  categoryId,
  categoryMode,
  listSort = DEFAULT_SORT,
}: {
  data: ListProductsData;
  state: PlpState;
  baseUrl: string;
  label: string;
  locale: string;
  emptyText: string;
  categoryId: string | null;
  categoryMode: 'pages' | 'filter';
  listSort?: SortKey;
}) {
  const t = await getTranslations('plp');
  const pages = plpPageCount(data.totalCount);
  const page = state.page;
  const pageHref = (n: number) => plpHref(baseUrl, { ...state, page: n });
  const refined = isRefined(state);
  return (
    <div className={styles.layout}>
      <aside className={styles.filters} aria-labelledby="plp-filters">
        <h2 id="plp-filters" className="visually-hidden">
          {t('filters')}
        </h2>
        <FilterDisclosure
          label={t('filters')}
          count={filterCount(state)}
          showResults={t('showResults', { count: data.totalCount })}
          list={baseUrl}
          resultsId={RESULTS_ID}
        >
          <FacetPanel
            facets={data.aggregations}
            state={state}
            baseUrl={baseUrl}
            categoryId={categoryId}
            categoryMode={categoryMode}
          />
        </FilterDisclosure>
      </aside>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p id={RESULTS_ID} className={styles.count} role="status" tabIndex={-1}>
            {t('count', { count: data.totalCount })}
          </p>
          <SortForm state={state} baseUrl={baseUrl} listSort={listSort} />
        </div>
        <ActiveFilters facets={data.aggregations} state={state} baseUrl={baseUrl} />
        {data.products.length > 0 ? (
          <>
            {/* The cards are h3s: this h2 keeps the outline h1 → h2 → h3 (WCAG 1.3.1). */}
            <h2 className="visually-hidden">{t('productsHeading')}</h2>
            <ProductGrid
              products={data.products}
              locale={locale}
              label={label}
              aboveTheFold
              hideDiscounts={await hidesDiscountLabelsToday(countryOfLocale(locale))}
            />
          </>
        ) : (
          <p>{refined ? t('emptyFiltered') : emptyText}</p>
        )}
        {pages > 1 ? (
          <nav className={styles.pagination} aria-label={t('pagination')}>
            <ul>
              {page > 1 ? (
                <li>
                  <Link href={pageHref(page - 1)} rel="prev" prefetch="intent">
                    {t('previous')}
                  </Link>
                </li>
              ) : null}
              {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
                <li key={n}>
                  <Link
                    href={pageHref(n)}
                    prefetch="intent"
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={t('page', { page: n })}
                  >
                    {n}
                  </Link>
                </li>
              ))}
              {page < pages ? (
                <li>
                  <Link href={pageHref(page + 1)} rel="next" prefetch="intent">
                    {t('next')}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
