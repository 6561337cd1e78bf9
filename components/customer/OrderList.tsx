import { Link } from '@/components/ui/Link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import type { OrderHistoryEntry } from '@/graphql/club';
import { orderDetailPath } from '@/lib/customer/order-paths';
import { articleCount, orderInstant, orderStatusKey } from '@/lib/customer/order-status';
import { OrderStatusText } from './OrderStatusText';
import styles from './OrderList.module.css';

/**
 * One page of the customer's orders (spec §2 '/customer/orders', §3 'Order history entry', §4
 * 'Order status shown'): number (a link to the order's page), date, articles, total in its currency and
 * the status (shipped with its shipment date and track & trace link, processing, or the order's own
 * type), newest first. `count` is the number of all the customer's orders. Server component.
 */
export async function OrderList({ orders, count }: { orders: readonly OrderHistoryEntry[]; count: number }) {
  const t = await getTranslations('customer.orders');
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const day = (iso: string) =>
    formatDate(orderInstant(iso), locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
  if (orders.length === 0) return <p>{t('none')}</p>;
  return (
    <>
      <p>{t('count', { count })}</p>
      <ol className={styles.orders}>
        {orders.map((order) => (
          <li key={order.id} className={styles.order}>
            <h2 className={styles.number}>
              <Link href={orderDetailPath(order.id)}>{t('number', { number: order.number })}</Link>
            </h2>
            <dl className={styles.facts}>
              <dt>{t('date')}</dt>
              <dd>{day(order.orderDate)}</dd>
              <dt>{t('articles')}</dt>
              <dd>{articleCount(order.items)}</dd>
              <dt>{t('total')}</dt>
              <dd>{format.number(order.totalAmount, { style: 'currency', currency: order.currency })}</dd>
              <dt>{t('statusLabel')}</dt>
              <dd data-status={orderStatusKey(order)}>
                <OrderStatusText order={order} />
              </dd>
            </dl>
            {order.trackTraceUrl ? (
              <a href={order.trackTraceUrl} rel="noopener noreferrer" target="_blank">
                {t('trackTrace', { number: order.number })}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
