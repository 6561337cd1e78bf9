'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CartData, CartItemData } from '@/graphql/fragments';
import { useFollowedCart } from '@/lib/cart/use-followed-cart';
import { useCartMutations } from '@/lib/cart/use-cart-mutations';
import { productLines, promotionLines } from '@/lib/cart/lines';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { formatPrice } from '@/lib/format';
import { CLUB_VOUCHER_CURRENCY, currencyOfLocale } from '@/lib/stores';
import { FormError } from '@/components/ui/FormError';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { VoucherPanel } from './VoucherPanel';
import type { UsableVoucher } from './voucher-types';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import twoColumn from '@/components/ui/TwoColumn.module.css';
import styles from './CartView.module.css';

/** Where focus goes after a removal: a line's heading, or the empty-cart message. */
type FocusTarget = { lineId: string } | 'empty' | null;

/**
 * The cart page's body (spec §2 '/cart/'): line items, totals and the way to checkout, or the
 * empty state. Shows the server's `initialCart`, then follows the browser's Apollo cache, loaded
 * after hydration (`useFollowedCart`), so every change shows at once here, in the mini cart and in
 * the popup. A failed change keeps the
 * cart as it was and shows a translated message. Changes are announced in a live region
 * (WCAG 4.1.3); after a removal focus moves to the next line (or the previous, or the empty-cart
 * message), never to `<body>`. Club vouchers (promotion lines) are not lines of the list: the voucher
 * panel beside the totals shows, redeems and removes them (`vouchers`: the member's usable vouchers,
 * null for a guest). `hideDiscounts`: Belgium's sale period (spec §9 'Belgium', decided by the page per
 * request, as the switch is the server's): the lines show no struck-through regular price and the
 * totals a plain subtotal.
 */
export function CartView({
  initialCart,
  locale,
  vouchers = null,
  hideDiscounts = false,
}: {
  initialCart: CartData | null;
  locale: string;
  vouchers?: UsableVoucher[] | null;
  hideDiscounts?: boolean;
}) {
  const t = useTranslations('cart');
  const errorMessage = useCommerceErrorMessage();
  const cart = useFollowedCart(initialCart);
  const { updateQuantity, removeLine, addVoucher, busy } = useCartMutations();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<FocusTarget>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const items = productLines(cart);
  const promotions = promotionLines(cart);

  // After a removal the cart re-renders from the cache; then focus goes where the removal decided.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'empty') emptyMessage.current?.focus();
    else headings.current.get(target.lineId)?.focus();
  }, [cart, focusRequest]);

  const total = (next: CartData) => formatPrice(next.price.totalPrice, locale);
  const nameOf = (item: CartItemData) => (item.product?.brand ? `${item.product.brand} ${item.label}` : item.label);

  async function changeQuantity(item: CartItemData, quantity: number) {
    setError(null);
    try {
      const next = await updateQuantity(item.id, quantity);
      setAnnouncement(t('quantityChanged', { name: nameOf(item), quantity, total: total(next) }));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  async function remove(item: CartItemData) {
    setError(null);
    const index = items.findIndex((candidate) => candidate.id === item.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    try {
      const next = await removeLine(item.id);
      setAnnouncement(
        productLines(next).length === 0
          ? t('removedEmpty', { name: nameOf(item) })
          : t('removed', { name: nameOf(item), total: total(next) }),
      );
      pendingFocus.current =
        neighbour && next.items.some((line) => line.id === neighbour.id) ? { lineId: neighbour.id } : 'empty';
      setFocusRequest((count) => count + 1);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  async function redeemVoucher(barcode: string) {
    try {
      const next = await addVoucher(barcode);
      if (promotionLines(next).some((line) => line.referencedId === barcode))
        setAnnouncement(t('voucher.redeemed', { barcode, total: total(next) }));
    } catch (caught) {
      throw new Error(errorMessage(caught));
    }
  }

  async function removeVoucher(line: CartItemData) {
    try {
      const next = await removeLine(line.id);
      setAnnouncement(t('voucher.removed', { barcode: line.referencedId, total: total(next) }));
    } catch (caught) {
      throw new Error(errorMessage(caught));
    }
  }

  return (
    <>
      <p role="status" className="visually-hidden" data-testid="cart-status">
        {announcement}
      </p>
      {cart && items.length > 0 ? (
        <div className={twoColumn.layout}>
          <div>
            <FormError message={error} />
            <ul className={styles.lines} aria-busy={busy}>
              {items.map((item, index) => (
                <CartLine
                  key={item.id}
                  first={index === 0}
                  ref={(element) => {
                    if (element) headings.current.set(item.id, element);
                    else headings.current.delete(item.id);
                  }}
                  item={item}
                  locale={locale}
                  busy={busy}
                  hideDiscount={hideDiscounts}
                  onQuantity={(line, quantity) => void changeQuantity(line, quantity)}
                  onRemove={(line) => void remove(line)}
                />
              ))}
            </ul>
          </div>
          <aside className={twoColumn.aside} aria-label={t('summary')}>
            <CartTotals cart={cart} locale={locale} plainSubtotal={hideDiscounts} />
            <Link
              href="/checkout/"
              className={cx(buttons.button, buttons.primary, buttons.wide)}
              data-testid="to-checkout"
            >
              {t('checkout')}
            </Link>
            {currencyOfLocale(locale) === CLUB_VOUCHER_CURRENCY ? (
              <VoucherPanel
                vouchers={vouchers}
                promotions={promotions}
                locale={locale}
                busy={busy}
                onRedeem={redeemVoucher}
                onRemove={removeVoucher}
              />
            ) : null}
          </aside>
        </div>
      ) : (
        <div className={styles.empty}>
          <p ref={emptyMessage} tabIndex={-1} data-testid="cart-empty">
            {t('empty')}
          </p>
          <Link href="/" className={cx(buttons.button, buttons.primary)}>
            {t('continueShopping')}
          </Link>
        </div>
      )}
    </>
  );
}
