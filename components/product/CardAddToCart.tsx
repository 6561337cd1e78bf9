'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShoppingBag } from 'lucide-react';
import type { CardAddProduct } from '@/lib/product/card-add';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';
import { isComingSoon } from '@/lib/product/size-state';
import { useUiStore } from '@/lib/state/StateProvider';
import { FormError } from '@/components/ui/FormError';
import styles from './CardAddToCart.module.css';

/** The size-selection modal loads when a shopper first opens it from a card (most never do). */
const SizeModal = dynamic(() => import('./SizeModal').then((module) => module.SizeModal), { ssr: false });

/**
 * A product card's add button (spec §2 'Product card': a one-size product is added directly,
 * otherwise the size selection opens). A product that cannot be bought now (coming soon or sold
 * out, read from the clock and stock at the click, as the card itself is a cached page) and a
 * sold-out size's 'Mail me' lead to the PDP, where the 'Mail me' form is. An icon button named
 * 'Add {brand name} to cart'; errors show below it, the cart unchanged.
 */
export function CardAddToCart({ product }: { product: CardAddProduct }) {
  const t = useTranslations('product');
  const openModal = useUiStore((state) => state.openModal);
  const button = useRef<HTMLButtonElement>(null);
  const { add, busyVariant, error, setError } = useAddToCart(product, [], button);
  const [sizesWanted, setSizesWanted] = useState(false);
  const name = `${product.brand} ${product.name}`;

  /** Follows the card's own link: a client navigation that also reports `productClick`. */
  function openProductPage() {
    // The card's first link is its product link (Next may write its href without the trailing slash).
    const link = button.current?.closest('article')?.querySelector<HTMLAnchorElement>('a[href]');
    if (link) link.click();
    else window.location.assign(product.url);
  }

  function onClick() {
    if (busyVariant) return;
    setError(null);
    const purchasable =
      !isComingSoon(product.comingSoonDate) && product.variants.some((variant) => variant.availableStock > 0);
    const only = product.variants[0];
    if (!purchasable) openProductPage();
    else if (product.isOneSize && only) void add(only);
    else {
      setSizesWanted(true);
      openModal({ id: 'sizeSelection', owner: product.sku, returnFocus: button.current });
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        onClick={onClick}
        aria-disabled={busyVariant !== null || undefined}
        aria-haspopup={product.isOneSize ? undefined : 'dialog'}
        data-testid="card-add-to-cart"
      >
        <ShoppingBag aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('addNamedToCart', { name })}</span>
      </button>
      <FormError message={product.isOneSize ? error : null} />
      {sizesWanted ? (
        <SizeModal
          owner={product.sku}
          title={t('selectYour', { attribute: product.sizeAttributeName })}
          variants={product.variants}
          comingSoon={false}
          busyVariant={busyVariant}
          error={error}
          onChoose={(variant) => void add(variant)}
          onMailMe={openProductPage}
          onClosed={() => setError(null)}
        />
      ) : null}
    </>
  );
}
