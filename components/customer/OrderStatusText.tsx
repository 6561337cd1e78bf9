import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format';
import { orderInstant, orderStatusKey } from '@/lib/customer/order-status';

/**
 * The status an order shows (spec §4 'Order status shown'): a sale order 'Shipped on {date}' once it
 * has a shipment date, else 'Processing'; a return 'Return'; any other order type its own type, as
 * fulfilment names it. The history list and the order page say it alike. Renders text only.
 */
export function OrderStatusText({ order }: { order: { orderType: string; shipmentDate: string | null } }) {
  const t = useTranslations('customer.orders');
  const locale = useLocale();
  const status = orderStatusKey(order);
  if (status === 'shipped' && order.shipmentDate) {
    const date = formatDate(orderInstant(order.shipmentDate), locale, {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    });
    return t('status.shippedOn', { date });
  }
  return status === 'other' ? order.orderType : t(`status.${status}`);
}
