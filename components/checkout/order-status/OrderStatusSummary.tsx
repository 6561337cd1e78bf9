import { getTranslations } from 'next-intl/server';
import type { OrderStatusEntry } from '@/graphql/order-status';
import { OrderStatusText } from '@/components/customer/OrderStatusText';
import { articleCount, orderInstant, orderStatusKey } from '@/lib/customer/order-status';
import { formatDate, formatPrice } from '@/lib/format';
import { sizeKindOf } from '@/lib/product/size-kind';
import styles from './OrderStatus.module.css';

/**
 * One order as its status link shows it (spec §2 '/checkout/' child status, §4 'Order status
 * shown'): number, order date, status (shipped on its date, processing, or the order's own type),
 * the track & trace link when there is one, the articles (quantity, name, size) and the total in
 * the order's currency, all in the storefront's `locale`. No address: the link may be forwarded.
 * Server component; plain HTML, no script.
 */
export async function OrderStatusSummary({ order, locale }: { order: OrderStatusEntry; locale: string }) {
  const t = await getTranslations('orderStatus');
  const articles = order.items.filter((item) => item.type === 'article');
  const day = formatDate(orderInstant(order.orderDate), locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('orderDate')}</dt>
          <dd>{day}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd data-testid="order-status" data-status={orderStatusKey(order)}>
            <OrderStatusText order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.totalAmount, locale, order.currency)}</dd>
        </div>
      </dl>
      {order.trackTraceUrl ? (
        <p>
          <a href={order.trackTraceUrl} rel="noopener noreferrer" target="_blank">
            {t('trackTrace')}
          </a>
        </p>
      ) : null}
      <h2>{t('items', { count: articleCount(order.items) })}</h2>
      <ul className={styles.lines}>
        {articles.map((item) => (
          <li key={`${item.sku}-${item.size ?? ''}`} data-testid="order-status-line">
            {item.quantity} × {item.name}
            {item.size ? ` · ${t('size', { kind: sizeKindOf(item.sizeTableId), size: item.size })}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
