import * as prismic from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlRecordData } from '@/graphql/catalog';
import { sortKeyOr, type PlpState } from '@/lib/catalog/plp-state';
import { isCategoryRecord, presetFacetNames, recordFilters } from '@/lib/catalog/record-filters';
import { plpPageCount } from '@/lib/commerce/plp';
import { listProducts } from '@/lib/commerce/queries';
import { getProductListContent, LIST_SLICE_TYPES, showsListEditorial } from '@/lib/prismic/product-list-content';
import type { Storefront } from '@/lib/stores';
import type { SliceContext } from '@/components/content/ContentPage';
import { ContentRichText } from '@/components/content/ContentRichText';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import Products from '@/slices/products';
import Richtext from '@/slices/richtext';
import Usps from '@/slices/usps';
import { ProductListBody } from './ProductListBody';
import styles from './ProductListPage.module.css';

/** The slices a product_list_page document shows below the grid ({@link LIST_SLICE_TYPES}). */
const LIST_SLICES = { products: Products, richtext: Richtext, usps: Usps } satisfies Record<
  (typeof LIST_SLICE_TYPES)[number],
  unknown
>;

/**
 * Product list page of a list URL record (spec §2 page type product_list_page, '/products/',
 * '/brands/{slug}', 'Product lists'): a category, or a page of preset filters (brand, sale, everything):
 * breadcrumbs, title, the filters (sub-categories, brand, colour, size, price, sale, new; counted
 * by the back end for the current result), the product count, the sort, the filters in force, the
 * grid (or an empty state) and paging links, every one of them a URL of its own (`state`, read by
 * proxy.ts from the query). Headings: the category's h1, visually hidden h2s for the filters and
 * the products, h3s for each facet and card.
 *
 * A list's `product_list_page` document (its `category_url` is the list's path in the storefront's
 * content language; `lib/prismic/product-list-content.ts`) names the h1 with its title (else the
 * category's name stays; the breadcrumb keeps the category's), and on the canonical page only (page 1,
 * unfiltered, unsorted) adds its intro below the h1 and its slices below the grid and paging. Below a
 * landing page (`belowLanding`) the landing content is the editorial page and no document is read.
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
  const listSort = sortKeyOr(record.sort?.key);
  const [data, content] = await Promise.all([
    listProducts(storefront.code, { filters: recordFilters(record) }, state, listSort),
    belowLanding ? null : getProductListContent(storefront.prismicLang, record.url),
  ]);
  const pages = plpPageCount(data.totalCount);
  // proxy.ts answers a page past the end with 404 already; this covers a list that shrank since.
  if (state.page > pages) notFound();
  const preset = presetFacetNames(record);
  const facets = data.aggregations.filter((facet) => !preset.has(facet.name));
  const editorial = content && showsListEditorial(state) ? content : null;
  const context: SliceContext = { storefront };
  return (
    <div>
      {belowLanding ? (
        <h2>{t('allInCategory', { category: record.label })}</h2>
      ) : (
        <>
          <Breadcrumbs parents={record.parents} current={record.label} />
          <h1>{content?.title || record.label}</h1>
          {editorial && prismic.isFilled.richText(editorial.intro) ? (
            <div className={styles.intro}>
              <ContentRichText field={editorial.intro} />
            </div>
          ) : null}
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
        listSort={listSort}
      />
      {editorial && editorial.slices.length > 0 ? (
        <div className={styles.editorial}>
          {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- slice shapes are declared per slice */}
          <SliceZone slices={editorial.slices as any} components={LIST_SLICES} context={context} />
        </div>
      ) : null}
    </div>
  );
}
