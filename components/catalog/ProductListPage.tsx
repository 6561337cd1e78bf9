import { notFound } from 'next/navigation';
import { plpPageCount } from '@/lib/commerce/plp';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { UrlRecordData } from '@/graphql/catalog';
import { listProducts } from '@/lib/commerce/queries';
import { isRefined, plpHref, VALUE_FACETS, type PlpState } from '@/lib/catalog/plp-state';
import { recordFilters } from '@/lib/catalog/record-filters';
import { ActiveFilters } from './facets/ActiveFilters';
import { FacetPanel } from './facets/FacetPanel';
import { FilterDisclosure } from './facets/FilterDisclosure';
import { SortForm } from './facets/SortForm';
import type { Storefront } from '@/lib/stores';
import { ProductGrid } from '@/components/product/ProductGrid';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
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

/**
 * Product list page of a category URL record (spec §2 page type product_list_page; issue 8 PLP):
 * breadcrumbs, title, the filters (sub-categories, brand, colour, size, price, sale, new; counted
 * by the back end for the current result), the product count, the sort, the filters in force, the
 * grid (or an empty state) and paging links, every one of them a URL of its own (`state`, read by
 * proxy.ts from the query). Headings: the category's h1, visually hidden h2s for the filters and
 * the products, h3s for each facet and card.
 */
export async function ProductListPage({
  record,
  storefront,
  state,
}: {
  record: UrlRecordData;
  storefront: Storefront;
  state: PlpState;
}) {
  const t = await getTranslations('plp');
  const data = await listProducts(
    storefront.code,
    { filters: recordFilters(record) },
    state,
  );
  const pages = plpPageCount(data.totalCount);
  // proxy.ts answers a page past the end with 404 already; this covers a list that shrank since.
  if (state.page > pages) notFound();
  const page = state.page;
  const pageHref = (n: number) => plpHref(record.url, { ...state, page: n });
  const refined = isRefined(state);
  return (
    <div>
      <Breadcrumbs parents={record.parents} current={record.label} />
      <h1>{record.label}</h1>
      <div className={styles.layout}>
        <aside className={styles.filters} aria-labelledby="plp-filters">
          <h2 id="plp-filters" className="visually-hidden">
            {t('filters')}
          </h2>
          <FilterDisclosure label={t('filters')} count={filterCount(state)}>
            <FacetPanel facets={data.aggregations} state={state} baseUrl={record.url} categoryId={record.category_id} />
          </FilterDisclosure>
        </aside>
        <div className={styles.results}>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {t('count', { count: data.totalCount })}
            </p>
            <SortForm state={state} baseUrl={record.url} />
          </div>
          <ActiveFilters facets={data.aggregations} state={state} baseUrl={record.url} />
          {data.products.length > 0 ? (
            <>
              {/* The cards are h3s: this h2 keeps the outline h1 → h2 → h3 (WCAG 1.3.1). */}
              <h2 className="visually-hidden">{t('productsHeading')}</h2>
              <ProductGrid products={data.products} locale={storefront.locale} label={record.label} aboveTheFold />
            </>
          ) : (
            <p>{refined ? t('emptyFiltered') : t('empty')}</p>
          )}
          {pages > 1 ? (
            <nav className={styles.pagination} aria-label={t('pagination')}>
              <ul>
                {page > 1 ? (
                  <li>
                    <Link href={pageHref(page - 1)} rel="prev">
                      {t('previous')}
                    </Link>
                  </li>
                ) : null}
                {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
                  <li key={n}>
                    <Link
                      href={pageHref(n)}
                      aria-current={n === page ? 'page' : undefined}
                      aria-label={t('page', { page: n })}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
                {page < pages ? (
                  <li>
                    <Link href={pageHref(page + 1)} rel="next">
                      {t('next')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}
