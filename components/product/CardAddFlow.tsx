'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CardAddProduct, type CardAddProductData } from '@/graphql/card';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { sizeKindOf } from '@/lib/product/size-kind';
import { isComingSoon } from '@/lib/product/size-state';
import { useUiStore } from '@/lib/state/StateProvider';
import { SizeModal } from './SizeModal';

/** Follows the card's own link (a client navigation that also reports `productClick`), else goes to `url`. */
function openProductPage(button: HTMLButtonElement, url: string) {
  const link = button.closest('article')?.querySelector<HTMLAnchorElement>('a[href]');
  if (link) link.click();
  else window.location.assign(url);
}

const NOTHING_YET: Pick<CardAddProductData, 'brand' | 'name' | 'image' | 'isOneSize'> = {
  brand: '',
  name: '',
  image: '',
  isOneSize: false,
};

/**
 * One press of a product card's add button (spec §2 'Product card'): loads the product's sizes,
 * then adds a one-size product directly (the add-to-cart popup opens) or opens the size selection;
 * a product that cannot be bought now (coming soon or sold out, read at the press, as the card is
 * a cached page) and a sold-out size's 'Mail me' lead to the PDP, where the 'Mail me' form is. The
 * button is `aria-disabled` while its product loads or is added; a failure is a translated error
 * toast, the cart unchanged. Focus returns to the button when a modal closes.
 */
export function CardAddFlow({ sku, button }: { sku: string; button: HTMLButtonElement }) {
  const t = useTranslations('product');
  const errorMessage = useCommerceErrorMessage();
  const openModal = useUiStore((state) => state.openModal);
  const pushToast = useUiStore((state) => state.pushToast);
  const buttonRef = useRef<HTMLButtonElement>(button);
  const [product, setProduct] = useState<CardAddProductData | null>(null);
  const { add, busyVariant, error, setError } = useAddToCart(product ?? NOTHING_YET, [], buttonRef);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    button.setAttribute('aria-disabled', 'true');
    void (async () => {
      try {
        const { data } = await browserApolloClient().query({
          query: CardAddProduct,
          variables: { sku },
          fetchPolicy: 'cache-first',
        });
        const loaded = data?.search.productData.products[0];
        if (!loaded) throw new Error(`product ${sku} not found`);
        setProduct(loaded);
        const purchasable =
          !isComingSoon(loaded.comingSoonDate) && loaded.variants.some((variant) => variant.availableStock > 0);
        if (!purchasable) openProductPage(button, loaded.url);
        else if (!loaded.isOneSize) openModal({ id: 'sizeSelection', owner: sku, returnFocus: button });
      } catch (caught) {
        pushToast({ kind: 'error', message: errorMessage(caught) });
      } finally {
        button.removeAttribute('aria-disabled');
      }
    })();
  }, [sku, button, openModal, pushToast, errorMessage]);

  // A one-size product is added as soon as it is known to be purchasable.
  const oneSize = product?.isOneSize && !isComingSoon(product.comingSoonDate) ? product.variants[0] : undefined;
  const addedOnce = useRef(false);
  useEffect(() => {
    if (!oneSize || oneSize.availableStock < 1 || addedOnce.current) return;
    addedOnce.current = true;
    button.setAttribute('aria-disabled', 'true');
    void add(oneSize).finally(() => button.removeAttribute('aria-disabled'));
  }, [oneSize, add, button]);

  useEffect(() => {
    if (error && product?.isOneSize) pushToast({ kind: 'error', message: error });
  }, [error, product, pushToast]);

  if (!product || product.isOneSize) return null;
  return (
    <SizeModal
      owner={sku}
      title={t('selectYour', { attribute: t('sizeName', { kind: sizeKindOf(product.sizeTableId) }) })}
      variants={product.variants}
      comingSoon={false}
      busyVariant={busyVariant}
      error={error}
      onChoose={(variant) => void add(variant)}
      onMailMe={() => openProductPage(button, product.url)}
      onClosed={() => setError(null)}
    />
  );
}
