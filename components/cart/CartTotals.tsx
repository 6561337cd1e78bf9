'use client';

import { useTranslations } from 'next-intl';
import type { CartData } from '@/graphql/fragments';
import { formatDeliveryDate, formatPrice } from '@/lib/format';
import { promotionLines } from '@/lib/cart/lines';
import { sumInCents } from '@/lib/pricing/cents';
import styles from './CartTotals.module.css';

/**
 * Cart totals (spec §3 Cart price, §9 'Cart totals and prices include VAT'): subtotal of the line
 * items, each club voucher's discount (its promotion line, a negative amount), shipping (or 'Free'), total incl. VAT with the VAT amount per rate, and the expected
 * delivery window. Amounts in euros. Renders whatever cart it is given (the cart page passes the
 * cached cart, so it follows every change).
 *
 * `plainSubtotal` (Belgium's sale period, spec §9 'Belgium': 'the cart shows a plain subtotal'): one
 * subtotal, the articles after their vouchers, summed in whole cents, with no discount lines; the
 * voucher panel beside it still lists the vouchers redeemed. Subtotal plus shipping is the total in
 * both variants.
 */
export function CartTotals({
  cart,
  locale,
  plainSubtotal = false,
}: {
  cart: CartData;
  locale: string;
  plainSubtotal?: boolean;
}) {
  const t = useTranslations('cart');
  const delivery = cart.deliveries[0];
  const shipping = delivery?.shippingCosts.totalPrice ?? 0;
  const promotions = promotionLines(cart);
  const subtotal = plainSubtotal
    ? sumInCents([cart.price.positionPrice, ...promotions.map((line) => line.price.totalPrice)])
    : cart.price.positionPrice;
  return (
    <div className={styles.totals}>
      <dl>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal, locale)}</dd>
        </div>
        {plainSubtotal
          ? null
          : promotions.map((line) => (
              <div key={line.id} data-testid="cart-discount">
                <dt>{t('voucher.line', { barcode: line.referencedId })}</dt>
                <dd>{formatPrice(line.price.totalPrice, locale)}</dd>
              </div>
            ))}
        <div>
          <dt>{delivery ? t('shippingWith', { method: delivery.shippingMethod.name }) : t('shipping')}</dt>
          <dd data-testid="shipping-costs">{shipping === 0 ? t('freeShipping') : formatPrice(shipping, locale)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{formatPrice(cart.price.totalPrice, locale)}</dd>
        </div>
        {cart.price.calculatedTaxes.map((tax) => (
          <div key={tax.taxRate} className={styles.vat}>
            <dt>{t('vatIncluded', { rate: tax.taxRate })}</dt>
            <dd>{formatPrice(tax.tax, locale)}</dd>
          </div>
        ))}
      </dl>
      {delivery ? (
        <p className={styles.delivery}>
          {t('expectedDelivery', {
            from: formatDeliveryDate(delivery.deliveryDate.earliest, locale),
            to: formatDeliveryDate(delivery.deliveryDate.latest, locale),
          })}
        </p>
      ) : null}
    </div>
  );
}
