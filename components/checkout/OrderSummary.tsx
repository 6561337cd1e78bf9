import { getTranslations } from 'next-intl/server';
import type { CartData } from '@/graphql/fragments';
import { CartTotals } from '@/components/cart/CartTotals';
import { LinePrice } from '@/components/cart/LinePrice';
import { productLines } from '@/lib/cart/lines';
import { sizeKindOf } from '@/lib/product/size-kind';
import { countryOfLocale } from '@/lib/pricing/belgium';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import twoColumn from '@/components/ui/TwoColumn.module.css';
import styles from './OrderSummary.module.css';

/**
 * Compact cart summary beside each checkout step: lines (brand, name, size ('Pointure' for a shoe in French),
 * quantity, line total with the regular price when on sale, except in Belgium's sale period) and totals
 * with any club voucher (a plain subtotal in that period), in euros incl. VAT.
 */
export async function OrderSummary({ cart, locale }: { cart: CartData; locale: string }) {
  const t = await getTranslations('checkout');
  const tc = await getTranslations('cart');
  // Belgium's sale period: no struck-through prices, a plain subtotal (spec §9), as in the cart.
  const saleQuiet = await hidesDiscountLabelsToday(countryOfLocale(locale));
  return (
    <aside className={twoColumn.aside} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summary')}</h2>
      <ul className={styles.lines}>
        {productLines(cart).map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} × {item.product?.brand ? `${item.product.brand} ` : ''}
              {item.label}
              {item.payload.size
                ? ` · ${tc('lineSize', { kind: sizeKindOf(item.product?.sizeTableId), size: item.payload.size })}`
                : ''}
            </span>
            <LinePrice
              price={item.price.totalPrice}
              regularPrice={item.product?.regular_price ? item.product.regular_price * item.quantity : null}
              locale={locale}
              hideDiscount={saleQuiet}
            />
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} locale={locale} plainSubtotal={saleQuiet} />
    </aside>
  );
}
