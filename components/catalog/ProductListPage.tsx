import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlRecordData } from '@/graphql/catalog';
import type { PlpState } from '@/lib/catalog/plp-state';
import { recordFilters } from '@/lib/catalog/record-filters';
import { plpPageCount } from '@/lib/commerce/plp';
import { listProducts } from '@/lib/commerce/queries';
import type { Storefront } from '@/lib/stores';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ProductListBody } from './ProductListBody';

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
  const data = await listProducts(storefront.code, { filters: recordFilters(record) }, state);
  const pages = plpPageCount(data.totalCount);
  // proxy.ts answers a page past the end with 404 already; this covers a list that shrank since.
  if (state.page > pages) notFound();
  return (
    <div>
      <Breadcrumbs parents={record.parents} current={record.label} />
      <h1>{record.label}</h1>
      <ProductListBody
        data={data}
        state={state}
        baseUrl={record.url}
        label={record.label}
        locale={storefront.locale}
        emptyText={t('empty')}
        categoryId={record.category_id}
        categoryMode="pages"
      />
    </div>
  );
}
