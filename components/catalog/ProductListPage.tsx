import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlRecordData } from '@/graphql/catalog';
import type { PlpState } from '@/lib/catalog/plp-state';
import { isCategoryRecord, presetFacetNames, recordFilters } from '@/lib/catalog/record-filters';
import { plpPageCount } from '@/lib/commerce/plp';
import { listProducts } from '@/lib/commerce/queries';
import type { Storefront } from '@/lib/stores';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ProductListBody } from './ProductListBody';

/**
 * Product list page of a list URL record (spec §2 page type product_list_page, '/products/',
 * '/brands/{slug}', 'Product lists'): a category, or a page of preset filters (brand, sale, everything):
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
  belowLanding = false,
}: {
  record: UrlRecordData;
  storefront: Storefront;
  state: PlpState;
  /** The list sits below its landing page's content (`/dames/`), which has the h1 and breadcrumbs. */
  belowLanding?: boolean;
}) {
  const t = await getTranslations('plp');
  const data = await listProducts(storefront.code, { filters: recordFilters(record) }, state);
  const pages = plpPageCount(data.totalCount);
  // proxy.ts answers a page past the end with 404 already; this covers a list that shrank since.
  if (state.page > pages) notFound();
  const preset = presetFacetNames(record);
  const facets = data.aggregations.filter((facet) => !preset.has(facet.name));
  return (
    <div>
      {belowLanding ? (
        <h2>{t('allInCategory', { category: record.label })}</h2>
      ) : (
        <>
          <Breadcrumbs parents={record.parents} current={record.label} />
          <h1>{record.label}</h1>
        </>
      )}
      <ProductListBody
        data={{ ...data, aggregations: facets }}
        state={state}
        baseUrl={record.url}
        label={record.label}
        locale={storefront.locale}
        emptyText={t('empty')}
        categoryId={record.category_id}
        categoryMode={isCategoryRecord(record) ? 'pages' : 'filter'}
      />
    </div>
  );
}
