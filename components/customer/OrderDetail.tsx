import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { formatDate, formatPrice } from '@/lib/format';
import { orderDetailPath } from '@/lib/customer/order-paths';
import { fulfilmentSteps, orderInstant, orderStatusKey } from '@/lib/customer/order-status';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { PickupPointSummary } from '@/components/checkout/PickupPointSummary';
import { orderServicePoint } from '@/lib/checkout/service-point';
import { OrderAddress } from './OrderAddress';
import { OrderLines, type OrderViewProps } from './OrderLines';
import { OrderStatusText } from './OrderStatusText';
import { PrevNextNav } from './PrevNextNav';
import styles from './OrderDetail.module.css';

/**
 * The customer's order page (spec §2 '/customer' orders/{id}, §3 'Order detail' and 'Order history
 * entry', §4 'Order status shown'): a link back to the history; the overview (order date, the status
 * shown, payment state, shipping method and cost, payment method, track & trace link); the
 * separate approval, allocation, pick and shipment statuses; the lines and totals
 * ({@link OrderLines}); the pickup point of a pickup order, the delivery and billing addresses; and links to the customer's previous
 * and next orders by date (spec §2 'order history with previous/next order'). Amounts incl. VAT in the
 * order's currency, formatted for `locale` (a storefront locale, `nl-NL`); `hideDiscounts` shows only the prices paid
 * (Belgium's sale period). Server component; the page's h1 (the
 * order number) is the frame's.
 */
export function OrderDetail({ order, locale, hideDiscounts = false }: OrderViewProps) {
  const t = useTranslations('customer.orderDetail');
  const shipping = order.shippingCosts.totalPrice;
  const pickupPoint = orderServicePoint(order.shippingAddress.customFields);
  const tPickup = useTranslations('pickup');
  const known = (key: string, value: string) => (t.has(`${key}.${value}`) ? t(`${key}.${value}`) : value);
  return (
    <div className={styles.detail}>
      <p>
        <Link href={CUSTOMER_PATHS.orders}>{t('back')}</Link>
      </p>
      <section aria-labelledby="order-overview" className={styles.section}>
        <h2 id="order-overview">{t('overview')}</h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('date')}</dt>
            <dd>
              {formatDate(orderInstant(order.createdAt), locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' })}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('statusLabel')}</dt>
            <dd data-status={orderStatusKey(order)}>
              <OrderStatusText order={order} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('paymentLabel')}</dt>
            <dd data-payment-state={order.paymentState}>{known('payment', order.paymentState)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('shippingMethod')}</dt>
            <dd>
              {order.shippingMethod?.name ?? t('unknownMethod')} ·{' '}
              {shipping === 0 ? t('totals.free') : formatPrice(shipping, locale, order.currency)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('paymentMethod')}</dt>
            <dd>{order.paymentMethod?.name ?? t('unknownMethod')}</dd>
          </div>
        </dl>
        {order.trackTraceUrl ? (
          <p>
            <a href={order.trackTraceUrl} rel="noopener noreferrer" target="_blank">
              {t('trackTrace')}
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="order-progress" className={styles.section}>
        <h2 id="order-progress">{t('fulfilment.heading')}</h2>
        <dl className={styles.facts}>
          {fulfilmentSteps(order).map(([step, status]) => (
            <div key={step} className={styles.fact} data-step={step}>
              <dt>{t(`fulfilment.${step}`)}</dt>
              <dd>{known('fulfilment.values', status)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <OrderLines order={order} locale={locale} hideDiscounts={hideDiscounts} />
      <section aria-labelledby="order-addresses" className={styles.section}>
        <h2 id="order-addresses">{t('addresses.heading')}</h2>
        <div className={styles.addresses}>
          {pickupPoint ? (
            <div className={styles.card}>
              <h3>{tPickup('pickUpAt')}</h3>
              <PickupPointSummary point={pickupPoint} locale={locale} className={styles.address} />
            </div>
          ) : null}
          <OrderAddress title={t('addresses.shipping')} address={order.shippingAddress} />
          <OrderAddress title={t('addresses.billing')} address={order.billingAddress} />
        </div>
      </section>
      <PrevNextNav
        label={t('neighbours.label')}
        previous={
          order.previousOrderId
            ? { href: orderDetailPath(order.previousOrderId), text: t('neighbours.previous') }
            : null
        }
        next={order.nextOrderId ? { href: orderDetailPath(order.nextOrderId), text: t('neighbours.next') } : null}
      />
    </div>
  );
}
