import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderHistoryEntry } from '@/graphql/club';
import { articleCount, orderStatusKey } from '@/lib/customer/order-status';
import styles from './OrderList.module.css';

/**
 * The customer's orders (spec §2 '/customer/orders', §3 'Order history entry', §4 'Order status
 * shown'): number, date, articles, total in euros and the status (shipped with its shipment date
 * and track & trace link, processing, or the order's own type), newest first. Server component.
 */
export async function OrderList({ orders, count }: { orders: readonly OrderHistoryEntry[]; count: number }) {
  const t = await getTranslations('customer.orders');
  const format = await getFormatter();
  const day = (iso: string) =>
    format.dateTime(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    });
  if (orders.length === 0) return <p>{t('none')}</p>;
  return (
    <>
      <p>{t('count', { count })}</p>
      <ol className={styles.orders}>
        {orders.map((order) => {
          const status = orderStatusKey(order);
          return (
            <li key={order.id} className={styles.order}>
              <h2 className={styles.number}>{t('number', { number: order.number })}</h2>
              <dl className={styles.facts}>
                <dt>{t('date')}</dt>
                <dd>{day(order.orderDate)}</dd>
                <dt>{t('articles')}</dt>
                <dd>{articleCount(order.items)}</dd>
                <dt>{t('total')}</dt>
                <dd>{format.number(order.totalAmount, { style: 'currency', currency: 'EUR' })}</dd>
                <dt>{t('statusLabel')}</dt>
                <dd data-status={status}>
                  {status === 'shipped' && order.shipmentDate
                    ? t('status.shippedOn', { date: day(order.shipmentDate) })
                    : t(`status.${status}`)}
                </dd>
              </dl>
              {order.trackTraceUrl ? (
                <a href={order.trackTraceUrl} rel="noopener noreferrer" target="_blank">
                  {t('trackTrace', { number: order.number })}
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
