import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { SliceContext } from '@/components/content/ContentPage';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/graphql/fragments';
import { searchProducts } from '@/lib/commerce/queries';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import type { StoreCode } from '@/lib/stores';
import { getSliderLabels } from '../slider/labels';
import { SliderSection } from '../slider/SliderSection';
import styles from './index.module.css';

/** Most products one look shows. */
export const MAX_LOOK_PRODUCTS = 12;

/** A style-colour SKU (`NNNNNN.NNN`). */
const SKU = /^\d{6}\.\d{3}$/;

/** The items' SKUs in the editor's order, trimmed, valid (`NNNNNN.NNN`) and once each, at most 12. */
export function lookSkus(items: ReadonlyArray<{ sku?: string | null }>): string[] {
  const skus = items.map((item) => item.sku?.trim() ?? '').filter((sku) => SKU.test(sku));
  return [...new Set(skus)].slice(0, MAX_LOOK_PRODUCTS);
}

/**
 * The look's products in the editor's order (spec §7 search by SKU); SKUs the catalog does not
 * know are left out. A commerce failure is logged and gives no products (spec §8).
 */
export async function lookProducts(store: StoreCode, skus: string[]): Promise<ProductCardData[]> {
  if (skus.length === 0) return [];
  try {
    const { products } = await searchProducts(store, { skus, itemsPerPage: MAX_LOOK_PRODUCTS });
    return skus.flatMap((sku) => products.find((product) => product.sku === sku) ?? []);
  } catch (error) {
    console.error('[shop the look] products could not be loaded', error);
    return [];
  }
}

/**
 * Shop-the-look slider slice (spec §2 'Content blocks available': shop-the-look slider; 'Screens
 * implied by text: Lookbook: shop the look'; §9 'Lookbook slider: 1.8 centred by default, 3 from
 * 768, 4 from 1280; mouse drag off, touch drag on'): the products of a look (one SKU per item, up
 * to 12) as product cards in a `SliceSlider` with the `lookbook` preset, framed by the common
 * primary fields (title, richtext, button) and laid out by the slider primary fields. The lookbook
 * detail page renders it too, from the look's products. Renders nothing without a storefront in the
 * context, without valid SKUs, or when none of them is in the catalog.
 */
export default async function ShopTheLookSlider({
  slice,
  context,
}: SliceComponentProps<Content.ShopTheLookSliderSlice, Partial<SliceContext> | undefined>) {
  const storefront = context?.storefront;
  const skus = lookSkus(slice.items);
  if (!storefront || skus.length === 0) return null;
  const [products, labels, hideDiscounts] = await Promise.all([
    lookProducts(storefront.code, skus),
    getSliderLabels(),
    hidesDiscountLabelsToday(storefront.countryCode),
  ]);
  if (products.length === 0) return null;
  return (
    <SliderSection slice={slice} preset="lookbook" labels={labels} className={styles.slice}>
      {products.map((product, index) => (
        <ProductCard
          key={product.sku}
          product={product}
          locale={storefront.locale}
          position={index + 1}
          hideDiscounts={hideDiscounts}
        />
      ))}
    </SliderSection>
  );
}
