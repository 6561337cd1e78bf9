'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCardData, VariantData } from '@/graphql/fragments';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';
import { sizeKindOf } from '@/lib/product/size-kind';
import { useUiStore } from '@/lib/state/StateProvider';
import { FormError } from '@/components/ui/FormError';
import type { NotifyTarget } from './NotifyModal';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './AddToCart.module.css';

/**
 * The 'Mail me' modal and its form (react-hook-form, zod) load when a shopper first asks for it:
 * most product views never do, and they are a large part of the page's JavaScript (docs/benchmarks.md 'Budgets').
 */
const NotifyModal = dynamic(() => import('./NotifyModal').then((module) => module.NotifyModal), { ssr: false });
/** The size-selection modal loads on the first press of 'Add to cart', out of the PDP's first load. */
const SizeModal = dynamic(() => import('./SizeModal').then((module) => module.SizeModal), { ssr: false });

export interface AddToCartProduct extends Pick<
  ProductCardData,
  'id' | 'sku' | 'name' | 'brand' | 'image' | 'isOneSize' | 'price' | 'regular_price'
> {
  /** The size table (`shoes-women`, `shoes-men`, `clothing`): the popup names a shoe size as such. */
  sizeTableId?: string | null;
  /** The sizes; `storeAvailableStock` (units in all stores) where known, for 'Only in stores'. */
  variants: (VariantData & { storeAvailableStock?: number })[];
}

interface Props {
  product: AddToCartProduct;
  /** Size attribute name for the modal title, e.g. 'maat', 'taille'. */
  sizeAttributeName: string;
  /** One-size upsell products for the add-to-cart popup. */
  upsell: ProductCardData[];
  /**
   * Whether the product is coming soon (spec §4): decided with the page's cached data
   * (`getPdp`), as the time of day must not be read while a shared page renders.
   */
  comingSoon?: boolean;
  /** Size advice for the size-selection modal, rendered on the server (spec §2). */
  sizeAdvice?: React.ReactNode;
  /** Label of the size chart trigger in the size-selection modal; null when the product has no size table. */
  sizeChartLabel?: string | null;
}

/**
 * 'Add to cart' with the size-selection modal (spec §2 'Size-selection modal', §4 'Size option
 * display'). One-size products are added directly; otherwise the size modal opens, and choosing an
 * available size adds one unit, closes it and opens the add-to-cart popup; a sold-out or
 * coming-soon size opens the 'Mail me' modal instead. Modals go through the UI store (one open at a
 * time), and focus comes back to this button when the flow ends. The button is never disabled
 * while an add runs (it keeps focus); a second press is ignored.
 */
export function AddToCart({
  product,
  sizeAttributeName,
  upsell,
  comingSoon = false,
  sizeAdvice,
  sizeChartLabel,
}: Props) {
  const t = useTranslations('product');
  const ts = useTranslations('storeStock');
  const openModal = useUiStore((state) => state.openModal);
  // Each modal is mounted from its first request on, and kept, so the dialog can animate closed.
  const requested = useUiStore((state) => (state.modal?.owner === product.sku ? state.modal.id : null));
  const [wanted, setWanted] = useState({ sizeSelection: false, notify: false });
  if ((requested === 'sizeSelection' || requested === 'notify') && !wanted[requested])
    setWanted({ ...wanted, [requested]: true });
  const button = useRef<HTMLButtonElement>(null);
  const { add, busyVariant, error, setError } = useAddToCart(product, upsell, button);
  const purchasable = !comingSoon && product.variants.some((variant) => variant.availableStock > 0);

  function openNotify(variant: VariantData) {
    const target: NotifyTarget = {
      productName: `${product.brand} ${product.name}`,
      image: product.image,
      size: product.isOneSize ? null : variant.size,
      sizeKind: sizeKindOf(product.sizeTableId),
      legacySku: variant.legacySku,
      comingSoon,
    };
    openModal({ id: 'notify', owner: product.sku, payload: target, returnFocus: button.current });
  }

  function onAddClick() {
    if (busyVariant) return;
    const only = product.variants[0];
    if (product.isOneSize && only) {
      if (purchasable) void add(only);
      else openNotify(only);
      return;
    }
    setError(null);
    openModal({ id: 'sizeSelection', owner: product.sku, returnFocus: button.current });
  }

  return (
    // Sticky on phones and tablets: the box itself, whose parent is the whole buy box.
    <div className={styles.addToCart} data-sticky-buy="">
      <button
        ref={button}
        type="button"
        className={cx(buttons.button, buttons.primary, buttons.wide)}
        onClick={onAddClick}
        aria-disabled={busyVariant !== null || undefined}
        aria-haspopup="dialog"
        data-testid="add-to-cart"
      >
        {purchasable
          ? t('addToCart')
          : comingSoon
            ? t('comingSoonMailMe')
            : product.variants.some((variant) => (variant.storeAvailableStock ?? 0) > 0)
              ? ts('onlyInStoresMailMe')
              : t('soldOutMailMe')}
      </button>
      <FormError message={product.isOneSize ? error : null} />
      {wanted.sizeSelection ? (
        <SizeModal
          owner={product.sku}
          title={t('selectYour', { attribute: sizeAttributeName })}
          variants={product.variants}
          comingSoon={comingSoon}
          busyVariant={busyVariant}
          error={error}
          onChoose={(variant) => void add(variant)}
          onMailMe={openNotify}
          onClosed={() => setError(null)}
          advice={sizeAdvice}
          sizeChartLabel={sizeChartLabel}
        />
      ) : null}
      {wanted.notify ? <NotifyModal owner={product.sku} /> : null}
    </div>
  );
}
