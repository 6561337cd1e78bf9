'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CartData, ProductCardData, VariantData } from '@/graphql/fragments';
import { ADD_TO_CART } from '@/graphql/checkout';
import { CART_UPDATED_EVENT, commerceMutate } from '@/lib/commerce/browser';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { isComingSoon, sizeOptionState, type SizeOptionState } from '@/lib/product/size-state';
import { ADDED_TO_CART_EVENT, type AddedToCartDetail } from '@/components/cart/AddToCartPopup';
import { NotifyModal, type NotifyTarget } from './NotifyModal';
import { FormError } from '@/components/ui/FormError';
import { ModalHeader } from '@/components/ui/ModalHeader';

interface Props {
  product: Pick<ProductCardData, 'id' | 'sku' | 'name' | 'brand' | 'image' | 'isOneSize' | 'comingSoonDate' | 'price' | 'regular_price'> & { variants: VariantData[] };
  /** Size attribute name for the modal title, e.g. 'maat', 'taille'. */
  sizeAttributeName: string;
  /** One-size upsell products for the add-to-cart popup. */
  upsell: ProductCardData[];
}

/** Quantity added from the size picker (spec §9). */
const ADD_QUANTITY = 1;

/**
 * 'Add to cart' with the size-selection modal (spec §2 'Size-selection modal', §4 'Size option
 * display'). One-size products are added directly; otherwise the modal, headed 'Select your
 * <attribute name>', lists each size with its state, and choosing an available size adds one unit
 * (type product, referencedId = variant id), closes the modal and opens the add-to-cart popup. A
 * sold-out or coming-soon size offers 'Mail me', which closes this modal and opens the notify modal.
 */
export function AddToCart({ product, sizeAttributeName, upsell }: Props) {
  const t = useTranslations('product');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const notifyDialog = useRef<HTMLDialogElement>(null);
  const [notifyTarget, setNotifyTarget] = useState<NotifyTarget | null>(null);
  const [busyVariant, setBusyVariant] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const comingSoon = isComingSoon(product.comingSoonDate);
  const purchasable = !comingSoon && product.variants.some((variant) => variant.availableStock > 0);

  async function add(variant: VariantData) {
    setBusyVariant(variant.id);
    setError(null);
    try {
      const data = await commerceMutate<{ addToCart: CartData }>(ADD_TO_CART, {
        items: [{ referencedId: variant.id, type: 'product', quantity: ADD_QUANTITY }],
      });
      dialog.current?.close();
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: data.addToCart }));
      const detail: AddedToCartDetail = { name: `${product.brand} ${product.name}`, image: product.image, size: product.isOneSize ? null : variant.size, upsell };
      window.dispatchEvent(new CustomEvent(ADDED_TO_CART_EVENT, { detail }));
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusyVariant(null);
    }
  }

  function openNotify(variant: VariantData) {
    dialog.current?.close();
    setNotifyTarget({ productName: `${product.brand} ${product.name}`, image: product.image, size: product.isOneSize ? null : variant.size, legacySku: variant.legacySku, comingSoon });
    notifyDialog.current?.showModal();
  }

  function onAddClick() {
    const only = product.variants[0];
    if (product.isOneSize && only) {
      if (purchasable) void add(only);
      else openNotify(only);
      return;
    }
    setError(null);
    dialog.current?.showModal();
    setModalOpen(true);
  }

  function label(state: SizeOptionState): string | null {
    switch (state.kind) {
      case 'soldOut':
        return comingSoon ? t('comingSoon') : t('soldOut');
      case 'preOrder':
        return t('preOrder', { deliveryTime: state.deliveryTime });
      case 'lastItem':
        return t('lastItem');
      case 'fewLeft':
        return t('fewLeft');
      default:
        return null;
    }
  }

  return (
    <div className="add-to-cart">
      <button type="button" className="button button--primary button--wide" onClick={onAddClick} disabled={busyVariant !== null} data-testid="add-to-cart">
        {purchasable ? t('addToCart') : comingSoon ? t('comingSoonMailMe') : t('soldOutMailMe')}
      </button>
      <FormError message={error && !modalOpen ? error : null} />
      <dialog ref={dialog} className="modal" aria-labelledby="size-modal-title" onClose={() => setModalOpen(false)} onClick={(event) => event.target === dialog.current && dialog.current.close()}>
        <div className="modal__content">
          <ModalHeader titleId="size-modal-title" title={t('selectYour', { attribute: sizeAttributeName })} closeLabel={t('close')} onClose={() => dialog.current?.close()} />
          <ul className="size-list">
            {product.variants.map((variant) => {
              const state = sizeOptionState(variant, comingSoon);
              const note = label(state);
              if (state.kind === 'soldOut') {
                return (
                  <li key={variant.id}>
                    <button type="button" className="size-option size-option--soldOut" onClick={() => openNotify(variant)} disabled={busyVariant !== null}>
                      <span className="size-option__size">{variant.size}</span>
                      <span className="size-option__note">
                        {note} · {t('mailMe')}
                      </span>
                    </button>
                  </li>
                );
              }
              return (
                <li key={variant.id}>
                  <button
                    type="button"
                    className={`size-option size-option--${state.kind}`}
                    disabled={busyVariant !== null}
                    aria-busy={busyVariant === variant.id}
                    onClick={() => void add(variant)}
                  >
                    <span className="size-option__size">{variant.size}</span>
                    {note ? <span className="size-option__note">{note}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <FormError message={error} />
        </div>
      </dialog>
      <NotifyModal ref={notifyDialog} target={notifyTarget} />
    </div>
  );
}
