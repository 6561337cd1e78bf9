'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CartData, ProductCardData } from '@/graphql/fragments';
import { ADD_TO_CART } from '@/graphql/checkout';
import { CART_UPDATED_EVENT, commerceMutate } from '@/lib/commerce/browser';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { formatPrice } from '@/lib/format';
import { ModalHeader } from '@/components/ui/ModalHeader';
import { FormError } from '@/components/ui/FormError';

/** Window event that opens the popup; detail is {@link AddedToCartDetail}. */
export const ADDED_TO_CART_EVENT = 'storefront:added-to-cart';

export interface AddedToCartDetail {
  name: string;
  image: string;
  size: string | null;
  /** One-size products offered with an add button (spec §2 'Add-to-cart popup'). */
  upsell: ProductCardData[];
}

/**
 * Add-to-cart popup (spec §2): 'The item has been added to your shopping cart', a link to the cart
 * and upsell products whose add button adds quantity 1 and goes to /cart/. A modal dialog: focus
 * moves into it, Escape and the close button close it.
 */
export function AddToCartPopup({ locale }: { locale: string }) {
  const t = useTranslations('addedPopup');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [detail, setDetail] = useState<AddedToCartDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onAdded = (event: Event) => {
      setDetail((event as CustomEvent<AddedToCartDetail>).detail);
      setError(null);
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    window.addEventListener(ADDED_TO_CART_EVENT, onAdded);
    return () => window.removeEventListener(ADDED_TO_CART_EVENT, onAdded);
  }, []);

  async function addUpsell(product: ProductCardData) {
    const variant = product.variants.find((candidate) => candidate.availableStock > 0);
    if (!variant) return;
    setBusy(true);
    try {
      const data = await commerceMutate<{ addToCart: CartData }>(ADD_TO_CART, { items: [{ referencedId: variant.id, type: 'product', quantity: 1 }] });
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: data.addToCart }));
      dialog.current?.close();
      router.push('/cart/');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const upsell = detail?.upsell.filter((product) => product.variants.some((variant) => variant.availableStock > 0)).slice(0, 3) ?? [];

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="added-popup-title" onClick={(event) => event.target === dialog.current && dialog.current.close()}>
      <div className="modal__content">
        <ModalHeader titleId="added-popup-title" title={t('title')} closeLabel={t('close')} onClose={() => dialog.current?.close()} />
        {detail ? (
          <div className="added-popup__product">
            <Image src={detail.image} alt="" width={83} height={117} unoptimized />
            <p>
              {detail.name}
              {detail.size ? <span className="added-popup__size"> · {t('size', { size: detail.size })}</span> : null}
            </p>
          </div>
        ) : null}
        <div className="added-popup__actions">
          <Link href="/cart/" className="button button--primary" onClick={() => dialog.current?.close()}>
            {t('toCart')}
          </Link>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            {t('continueShopping')}
          </button>
        </div>
        {upsell.length > 0 ? (
          <section aria-labelledby="upsell-title" className="upsell">
            <h3 id="upsell-title">{t('upsellTitle')}</h3>
            <ul>
              {upsell.map((product) => (
                <li key={product.id} className="upsell__item">
                  <Image src={product.image} alt="" width={83} height={117} unoptimized />
                  <span>
                    {product.brand} {product.name}
                    <br />
                    {formatPrice(product.price, locale)}
                  </span>
                  <button type="button" className="button button--small" disabled={busy} onClick={() => void addUpsell(product)}>
                    {t('add')}
                    <span className="visually-hidden"> {product.brand} {product.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <FormError message={error} />
      </div>
    </dialog>
  );
}
