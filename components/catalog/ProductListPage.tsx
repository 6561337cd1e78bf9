import { notFound } from 'next/navigation';
import { PLP_PAGE_SIZE, plpPageCount } from '@/lib/commerce/plp';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { UrlRecordData } from '@/graphql/catalog';
import { searchProducts } from '@/lib/commerce/queries';
import type { Storefront } from '@/lib/stores';
import { ProductGrid } from '@/components/product/ProductGrid';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import styles from './ProductListPage.module.css';

/**
 * Product list page of a category URL record (spec §2 page type product_list_page): breadcrumbs,
 * title, product count, grid and paging links (`?page=N`, N from 1). Headings: the category's h1, a
 * visually hidden h2 for the product list, the cards' h3s.
 */
export async function ProductListPage({
  record,
  storefront,
  page,
}: {
  record: UrlRecordData;
  storefront: Storefront;
  page: number;
}) {
  const t = await getTranslations('plp');
  const data = await searchProducts(storefront.code, {
    categoryId: record.category_id ?? undefined,
    page,
    itemsPerPage: PLP_PAGE_SIZE,
  });
  const pages = plpPageCount(data.totalCount);
  // proxy.ts answers a page past the end with 404 already; this covers a list that shrank since.
  if (page > pages) notFound();
  const pageHref = (n: number) => (n === 1 ? record.url : `${record.url}?page=${n}`);
  return (
    <div>
      <Breadcrumbs parents={record.parents} current={record.label} />
      <h1>{record.label}</h1>
      <p className={styles.count} role="status">
        {t('count', { count: data.totalCount })}
      </p>
      {data.products.length > 0 ? (
        <>
          {/* The cards are h3s: this h2 keeps the outline h1 → h2 → h3 (WCAG 1.3.1). */}
          <h2 className="visually-hidden">{t('productsHeading')}</h2>
          <ProductGrid products={data.products} locale={storefront.locale} label={record.label} aboveTheFold />
        </>
      ) : (
        <p>{t('empty')}</p>
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
  );
}
