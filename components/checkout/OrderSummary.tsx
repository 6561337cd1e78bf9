import { getTranslations } from 'next-intl/server';
import type { CartData } from '@/graphql/fragments';
import { formatPrice } from '@/lib/format';
import { CartTotals } from '@/components/cart/CartTotals';

/** Compact cart summary beside each checkout step: lines and totals (euros incl. VAT). */
export async function OrderSummary({ cart, locale }: { cart: CartData; locale: string }) {
  const t = await getTranslations('checkout');
  return (
    <aside className="checkout__summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summary')}</h2>
      <ul className="summary-lines">
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} × {item.label}
              {item.payload.options.map((option) => ` · ${option.option}`).join('')}
            </span>
            <span>{formatPrice(item.price.totalPrice, locale)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} locale={locale} />
    </aside>
  );
}
