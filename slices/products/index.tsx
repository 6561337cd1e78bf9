import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { SliceComponentProps } from '@prismicio/react';
import type { SliceContext } from '@/components/content/ContentPage';
import { ProductGrid } from '@/components/product/ProductGrid';
import { resolveUrlRecord, searchProducts } from '@/lib/commerce/queries';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import type { UrlRecordData } from '@/graphql/catalog';
import type { ProductCardData } from '@/graphql/fragments';
import { SliceSection } from '@/components/content/SliceSection';
import styles from './index.module.css';

/** Most products one slice shows. */
const MAX_PRODUCTS = 12;

interface ProductsSlice {
  id: string;
  slice_type: 'products';
  variation: string;
  primary: { title?: string | null; category_url?: string | null; skus?: string | null; limit?: number | null };
  items: unknown[];
}

/** SKUs from the slice's comma-separated `skus` field, in the editor's order (`NNNNNN.NNN`). */
export function parseSkuList(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((sku) => sku.trim())
        .filter((sku) => /^\d{6}\.\d{3}$/.test(sku)),
    ),
  ];
}

/**
 * Products slice (spec §2 'Content blocks': products): the listed SKUs in the editor's order, or
 * else the first products of a category URL; with a category, a 'view all' link. Renders nothing
 * without SKUs or category (spec: required content missing) or when nothing is found; commerce
 * errors only log (spec §8 'Content query errors').
 */
export default async function Products({ slice, context }: SliceComponentProps<ProductsSlice, SliceContext>) {
  const { category_url: categoryUrl, title } = slice.primary;
  const skus = parseSkuList(slice.primary.skus);
  if ((!categoryUrl && skus.length === 0) || !context?.storefront) return null;
  const t = await getTranslations('slices');
  const limit = Math.min(Math.max(1, slice.primary.limit ?? 8), MAX_PRODUCTS);
  let record: UrlRecordData | null = null;
  let products: ProductCardData[] = [];
  try {
    record = categoryUrl ? await resolveUrlRecord(context.storefront.code, categoryUrl) : null;
    if (skus.length > 0) {
      const data = await searchProducts(context.storefront.code, {
        skus: skus.slice(0, MAX_PRODUCTS),
        itemsPerPage: MAX_PRODUCTS,
      });
      products = skus.flatMap((sku) => data.products.filter((product) => product.sku === sku)).slice(0, limit);
    } else if (record?.category_id) {
      products = (
        await searchProducts(context.storefront.code, { categoryId: record.category_id, itemsPerPage: limit })
      ).products;
    }
  } catch (error) {
    console.error('products slice failed', error);
  }
  if (products.length === 0) return null;
  const hideDiscounts = await hidesDiscountLabelsToday(context.storefront.countryCode);
  return (
    <SliceSection slice={slice} primary={{ title: title || record?.label }} className={styles.products}>
      {({ heading }) => (
        <>
          <div className={styles.header} data-tabletop-targets="">
            {heading}
            {record ? <Link href={record.url}>{t('viewAll', { label: record.label })}</Link> : null}
          </div>
          <ProductGrid products={products} locale={context.storefront.locale} hideDiscounts={hideDiscounts} />
        </>
      )}
    </SliceSection>
  );
}
