import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SliceComponentProps } from '@prismicio/react';
import type { SliceContext } from '@/components/content/ContentPage';
import { ProductGrid } from '@/components/product/ProductGrid';
import { resolveUrlRecord, searchProducts } from '@/lib/commerce/queries';
import type { UrlRecordData } from '@/graphql/catalog';
import type { ProductCardData } from '@/graphql/fragments';

/** Most products one slice shows. */
const MAX_PRODUCTS = 12;

interface ProductsSlice {
  id: string;
  slice_type: 'products';
  variation: string;
  primary: { title?: string | null; category_url?: string | null; skus?: string | null; limit?: number | null };
  items: unknown[];
}

/**
 * Products slice (spec §2 'Content blocks': products): the first products of a category URL with
 * a 'view all' link. Renders nothing without a category (spec: required content missing) or when
 * the category has no products; commerce errors only log (spec §8 'Content query errors').
 */
export default async function Products({ slice, context }: SliceComponentProps<ProductsSlice, SliceContext>) {
  const { category_url: categoryUrl, title } = slice.primary;
  if (!categoryUrl || !context?.storefront) return null;
  const t = await getTranslations('slices');
  const limit = Math.min(Math.max(1, slice.primary.limit ?? 8), MAX_PRODUCTS);
  let found: { record: UrlRecordData; products: ProductCardData[] } | null = null;
  try {
    const record = await resolveUrlRecord(context.storefront.code, categoryUrl);
    if (record?.category_id) {
      const data = await searchProducts(context.storefront.code, { categoryId: record.category_id, itemsPerPage: limit });
      found = { record, products: data.products };
    }
  } catch (error) {
    console.error('products slice failed', error);
  }
  if (!found || found.products.length === 0) return null;
  const headingId = `products-${slice.id}`;
  return (
    <section className="products-slice" aria-labelledby={headingId}>
      <div className="products-slice__header">
        <h2 id={headingId}>{title || found.record.label}</h2>
        <Link href={found.record.url}>{t('viewAll', { label: found.record.label })}</Link>
      </div>
      <ProductGrid products={found.products} locale={context.storefront.locale} />
    </section>
  );
}
