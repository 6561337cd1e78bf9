'use client';

import { useState, type RefObject } from 'react';
import type { ProductCardData, VariantData } from '@/graphql/fragments';
import { useCartMutations } from '@/lib/cart/use-cart-mutations';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { useUiStore } from '@/lib/state/StateProvider';
import { sizeKindOf, type SizeKind } from '@/lib/product/size-kind';

/** What the add-to-cart popup (`components/cart/AddToCartPopup.tsx`) shows; the add puts this in the UI store. */
export interface AddedToCartPayload {
  name: string;
  image: string;
  size: string | null;
  /** What the size measures: French names a shoe size 'pointure' (`lib/product/size-kind.ts`). */
  sizeKind: SizeKind;
  /** One-size products offered with an add button (spec §2 'Add-to-cart popup'). */
  upsell: ProductCardData[];
}

/**
 * What the add-to-cart popup shows of the product being added; `sizeTableId` (`Product.sizeTableId`)
 * tells a shoe size from a clothing size, clothing when absent.
 */
export type AddableProduct = Pick<ProductCardData, 'brand' | 'name' | 'image' | 'isOneSize'> & {
  sizeTableId?: string | null;
};

/**
 * Adds one unit of a variant to the cart and opens the add-to-cart popup (spec §2 'Product card',
 * 'Size-selection modal'), focus returning to `returnFocus` when the popup closes. `busyVariant`:
 * the variant being added (a second add meanwhile is ignored); `error`: the last add's translated
 * error, the cart left as it was.
 */
export function useAddToCart(
  product: AddableProduct,
  upsell: ProductCardData[],
  returnFocus: RefObject<HTMLElement | null>,
) {
  const errorMessage = useCommerceErrorMessage();
  const { addVariant } = useCartMutations();
  const openModal = useUiStore((state) => state.openModal);
  const [busyVariant, setBusyVariant] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(variant: VariantData) {
    if (busyVariant) return;
    setBusyVariant(variant.id);
    setError(null);
    try {
      await addVariant(variant.id);
      const payload: AddedToCartPayload = {
        name: `${product.brand} ${product.name}`,
        image: product.image,
        size: product.isOneSize ? null : variant.size,
        sizeKind: sizeKindOf(product.sizeTableId),
        upsell,
      };
      openModal({ id: 'addedToCart', payload, returnFocus: returnFocus.current });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusyVariant(null);
    }
  }

  return { add, busyVariant, error, setError };
}
