import { ServerImage } from '@/components/ui/ServerImage';
import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { LinePrice } from '@/components/cart/LinePrice';
import type { CustomerOrderData } from '@/graphql/orders';
import { formatPrice } from '@/lib/format';
import { sizeKindOf } from '@/lib/product/size-kind';
import { articleLines, linesAmount } from '@/lib/customer/order-lines';
import styles from './OrderLines.module.css';

/** An order as the customer's order page shows it; `hideDiscounts`: only the prices paid (Belgium's sale period). */
export interface OrderViewProps {
  order: CustomerOrderData;
  /** The storefront's locale (`nl-NL`) for amounts and dates. */
  locale: string;
  hideDiscounts?: boolean;
}

/**
 * An order's articles and totals on the customer's order page (spec §3 'Order after placing': items
 * with regularPrice and salePrice; 'Order detail' price and shippingCosts). Each article: image,
 * name (a link to the product while it exists), brand, colour, size, quantity, the unit price (the
 * sale price, with the regular price struck through when it was on sale, unless `hideDiscounts`: Belgium's
 * sale period, spec §9) and the line total. The
 * totals: the articles' subtotal, a discount and payment costs when the order has them, shipping
 * ('Free' at 0), the total, its VAT per rate and the total without VAT. Euros incl. VAT, formatted
 * for `locale`. Server component.
 */
export function OrderLines({ order, locale, hideDiscounts = false }: OrderViewProps) {
  const t = useTranslations('customer.orderDetail');
  const price = (amount: number) => formatPrice(amount, locale, order.currency);
  const discount = linesAmount(order.items, 'discount');
  const paymentCosts = linesAmount(order.items, 'transaction_costs');
  const shipping = order.shippingCosts.totalPrice;
  return (
    <>
      <section aria-labelledby="order-items" className={styles.section}>
        <h2 id="order-items">{t('items.heading')}</h2>
        <ul className={styles.lines}>
          {articleLines(order.items).map((item, index) => (
            <li key={`${item.sku}-${index}`} className={styles.line} data-testid="order-line">
              {item.image ? (
                <ServerImage src={item.image} alt="" width={83} height={117} unoptimized className={styles.image} />
              ) : (
                <span className={styles.image} />
              )}
              <div className={styles.text}>
                <h3 className={styles.name}>{item.url ? <Link href={item.url}>{item.name}</Link> : item.name}</h3>
                <dl className={styles.facts}>
                  {item.brand ? (
                    <div>
                      <dt>{t('items.brand')}</dt>
                      <dd>{item.brand}</dd>
                    </div>
                  ) : null}
                  {item.color ? (
                    <div>
                      <dt>{t('items.color')}</dt>
                      <dd>{item.color}</dd>
                    </div>
                  ) : null}
                  {item.size ? (
                    <div>
                      <dt>{t('items.size', { kind: sizeKindOf(item.sizeTableId) })}</dt>
                      <dd>{item.size}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('items.quantity')}</dt>
                    <dd>{item.quantity}</dd>
                  </div>
                  <div>
                    <dt>{t('items.unitPrice')}</dt>
                    <dd>
                      <LinePrice
                        price={item.salePrice}
                        regularPrice={item.regularPrice}
                        locale={locale}
                        currency={order.currency}
                        hideDiscount={hideDiscounts}
                      />
                    </dd>
                  </div>
                  <div className={styles.lineTotal}>
                    <dt>{t('items.lineTotal')}</dt>
                    <dd>{price(item.totalPrice)}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-totals" className={styles.section}>
        <h2 id="order-totals">{t('totals.heading')}</h2>
        <dl className={styles.totals}>
          <div>
            <dt>{t('totals.subtotal')}</dt>
            <dd>{price(order.price.positionPrice)}</dd>
          </div>
          {discount != null ? (
            <div>
              <dt>{t('totals.discount')}</dt>
              <dd>{price(discount)}</dd>
            </div>
          ) : null}
          {paymentCosts != null ? (
            <div>
              <dt>{t('totals.transactionCosts')}</dt>
              <dd>{price(paymentCosts)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('totals.shipping')}</dt>
            <dd>{shipping === 0 ? t('totals.free') : price(shipping)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('totals.total')}</dt>
            <dd>{price(order.price.totalPrice)}</dd>
          </div>
          {order.price.calculatedTaxes.map((tax) => (
            <div key={tax.taxRate}>
              <dt>{t('totals.vat', { rate: tax.taxRate })}</dt>
              <dd>{price(tax.tax)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('totals.net')}</dt>
            <dd>{price(order.price.netPrice)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
