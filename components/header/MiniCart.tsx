'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CartData } from '@/graphql/fragments';
import { CART_UPDATED_EVENT } from '@/lib/commerce/browser';
import { formatPrice } from '@/lib/format';

/**
 * Mini cart (spec §2 Header): item count and total price (euros, incl. VAT) linking to /cart/, and a
 * panel with the items, totals and 'Order now' that opens on hover and on keyboard focus. Updates
 * when a cart mutation dispatches {@link CART_UPDATED_EVENT}.
 */
export function MiniCart({ initialCart, locale }: { initialCart: CartData | null; locale: string }) {
  const t = useTranslations('miniCart');
  const [cart, setCart] = useState(initialCart);
  const [serverCart, setServerCart] = useState(initialCart);
  const panelId = useId();

  // A server render (router.refresh) brings a fresher cart than the last mutation's answer.
  if (initialCart !== serverCart) {
    setServerCart(initialCart);
    setCart(initialCart);
  }
  useEffect(() => {
    const onUpdate = (event: Event) => setCart((event as CustomEvent<CartData>).detail);
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
  }, []);

  const count = cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  const total = cart?.price.totalPrice ?? 0;

  return (
    <div className="mini-cart">
      <Link href="/cart/" className="mini-cart__link" aria-describedby={panelId} data-testid="mini-cart">
        <span aria-hidden="true" className="mini-cart__icon">👜</span>
        <span className="mini-cart__label">{t('label', { count })}</span>
        <span className="mini-cart__count" aria-hidden="true">{count}</span>
        <span className="mini-cart__total">{formatPrice(total, locale)}</span>
      </Link>
      <div className="mini-cart__panel" id={panelId} role="region" aria-label={t('panelLabel')}>
        {cart && cart.items.length > 0 ? (
          <>
            <ul className="mini-cart__items">
              {cart.items.map((item) => (
                <li key={item.id}>
                  <span>{item.quantity} × {item.label}</span>
                  <span>{formatPrice(item.price.totalPrice, locale)}</span>
                </li>
              ))}
            </ul>
            <p className="mini-cart__sum">
              <span>{t('total')}</span> <strong>{formatPrice(total, locale)}</strong>
            </p>
            <Link href="/cart/" className="button button--primary">
              {t('orderNow')}
            </Link>
          </>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
    </div>
  );
}
