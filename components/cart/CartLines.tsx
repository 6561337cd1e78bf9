'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CartData, CartItemData } from '@/graphql/fragments';
import { DELETE_CART_ITEM, UPDATE_CART_ITEM } from '@/graphql/checkout';
import { CART_UPDATED_EVENT, commerceMutate } from '@/lib/commerce/browser';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { formatPrice } from '@/lib/format';
import { FormError } from '@/components/ui/FormError';

/** Highest quantity offered per line; the back end enforces its own limit and the stock. */
const MAX_SELECTABLE_QUANTITY = 10;

/**
 * Cart line items (spec §2 '/cart/'): change quantity, remove. Each change is one mutation; on
 * failure the line stays as it was and a translated message shows (spec §8 'Cart notifications').
 */
export function CartLines({ items, locale }: { items: CartItemData[]; locale: string }) {
  const t = useTranslations('cart');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  async function run(mutation: string, variables: Record<string, unknown>, field: 'updateCartItem' | 'deleteCartItem') {
    setError(null);
    try {
      const data = await commerceMutate<Record<typeof field, CartData>>(mutation, variables);
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: data[field] }));
      startTransition(() => router.refresh());
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <>
      <FormError message={error} />
      <ul className="cart-lines" aria-busy={pending}>
        {items.map((item) => {
          const size = item.payload.options.find((option) => option.group === 'size')?.option;
          const max = Math.max(item.quantity, Math.min(MAX_SELECTABLE_QUANTITY, item.payload.stock));
          return (
            <li key={item.id} className="cart-line" data-testid="cart-line">
              {item.image ? <Image src={item.image} alt="" width={166} height={235} unoptimized className="cart-line__image" /> : null}
              <div className="cart-line__info">
                <h2 className="cart-line__name">{item.url ? <Link href={item.url}>{item.label}</Link> : item.label}</h2>
                {size ? <p>{t('size', { size })}</p> : null}
                <p>{t('unitPrice', { price: formatPrice(item.price.unitPrice, locale) })}</p>
                {item.deliveryInformation.deliveryTime ? <p>{t('preOrder', { deliveryTime: item.deliveryInformation.deliveryTime })}</p> : null}
              </div>
              <div className="cart-line__actions">
                <label>
                  <span>{t('quantity')}</span>
                  <select
                    value={item.quantity}
                    onChange={(event) => void run(UPDATE_CART_ITEM, { id: item.id, quantity: Number(event.target.value) }, 'updateCartItem')}
                    disabled={pending}
                  >
                    {Array.from({ length: max }, (_, index) => index + 1).map((quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity}
                      </option>
                    ))}
                  </select>
                </label>
                <p className="cart-line__total">{formatPrice(item.price.totalPrice, locale)}</p>
                {item.removable ? (
                  <button type="button" className="button button--link" onClick={() => void run(DELETE_CART_ITEM, { id: item.id }, 'deleteCartItem')} disabled={pending}>
                    {t('remove')}
                    <span className="visually-hidden"> {item.label}</span>
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
