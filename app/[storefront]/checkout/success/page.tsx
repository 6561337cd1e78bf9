import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/ServerImage';
import { Link } from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LinePrice } from '@/components/cart/LinePrice';
import { PickupPointSummary } from '@/components/checkout/PickupPointSummary';
import { orderServicePoint } from '@/lib/checkout/service-point';
import { getOrderByReference } from '@/lib/commerce/queries';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import { formatDeliveryDate, formatPrice } from '@/lib/format';
import { sizeKindOf } from '@/lib/product/size-kind';
import { storefrontFromParams } from '@/lib/storefront';
import { requestTabletopLocation } from '@/lib/tabletop/checkout-store';
import { TabletopOrderNumber } from '@/components/tabletop/TabletopOrderNumber';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import notices from '@/components/ui/Notice.module.css';
import styles from './page.module.css';

type Props = { params: Promise<{ storefront: string }>; searchParams: Promise<{ order?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('success'))('title'), robots: { index: false } };
}

/**
 * Finish page (spec §2 '/checkout/success/', order confirmation with order number and expected
 * delivery): also the pickup point of a pickup order (else the delivery address), shipping method and cost, payment method, and each line
 * with its image, size ('pointure' for shoes in French) and price (regular price struck through when on sale, but
 * not in Belgium's sale period: spec §9 'Belgium'). Amounts in euros
 * incl. VAT. The `order` parameter holds the encoded order reference; unknown references are 404.
 * On a tablet in tabletop mode the order number comes first, in large type, for the till, with the
 * button that hands the tablet over to the next shopper.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('success');
  const tPickup = await getTranslations('pickup');
  const { order: reference } = await searchParams;
  const order = await getOrderByReference(storefront.code, reference);
  if (!order) notFound();
  const locale = storefront.locale;
  const articles = order.items.filter((item) => item.type === 'article');
  const address = order.shippingAddress;
  const pickupPoint = orderServicePoint(address.customFields);
  const shipping = order.shippingCosts.totalPrice;
  const [tabletop, hideDiscounts] = await Promise.all([
    requestTabletopLocation(),
    hidesDiscountLabelsToday(storefront.countryCode),
  ]);
  return (
    <div className={styles.success}>
      <h1>{t('title')}</h1>
      {tabletop ? <TabletopOrderNumber orderNumber={order.number} /> : null}
      <p>{t('thanks', { firstName: order.customer.firstName })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('expectedDelivery')}</dt>
          <dd data-testid="expected-delivery">
            {t('deliveryWindow', {
              from: formatDeliveryDate(order.deliveryDate.earliest, locale),
              to: formatDeliveryDate(order.deliveryDate.latest, locale),
            })}
          </dd>
        </div>
        {pickupPoint ? (
          <div>
            <dt>{tPickup('pickUpAt')}</dt>
            <dd>
              <PickupPointSummary point={pickupPoint} locale={locale} className={styles.address} />
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('deliveryAddress')}</dt>
            <dd data-testid="delivery-address">
              <address className={styles.address}>
                {address.firstName} {address.lastName}
                <br />
                {address.street}
                {address.additionalAddressLine1 ? (
                  <>
                    <br />
                    {address.additionalAddressLine1}
                  </>
                ) : null}
                <br />
                {address.zipcode} {address.city}
                <br />
                {address.country.name}
              </address>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('shippingMethod')}</dt>
          <dd data-testid="shipping-method">
            {order.shippingMethod?.name ?? '—'} · {shipping === 0 ? t('free') : formatPrice(shipping, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('paymentMethod')}</dt>
          <dd data-testid="payment-method">{order.paymentMethod?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.price.totalPrice, locale)}</dd>
        </div>
      </dl>
      {order.paymentState === 'open' ? (
        <p role="status" className={notices.notice}>
          {t('paymentPending')}
        </p>
      ) : null}
      {order.paymentState === 'failed' || order.paymentState === 'cancelled' ? (
        <p className={cx(notices.notice, notices.error)}>
          {t('paymentNotCompleted')} <Link href={`/checkout/payment/?order=${reference}`}>{t('tryAgain')}</Link>
        </p>
      ) : null}
      <p>{t('confirmationMail', { email: order.customer.email })}</p>
      <h2>{t('items')}</h2>
      <ul className={styles.lines}>
        {articles.map((item) => (
          <li key={`${item.sku}-${item.size}`} className={styles.line} data-testid="order-line">
            {item.image ? (
              <ServerImage src={item.image} alt="" width={83} height={117} unoptimized />
            ) : (
              <span className={styles.noImage} />
            )}
            <span className={styles.lineText}>
              {item.quantity} × {item.brand ? `${item.brand} ` : ''}
              {item.url ? <Link href={item.url}>{item.name}</Link> : item.name}
              {item.size ? ` · ${t('size', { kind: sizeKindOf(item.sizeTableId), size: item.size })}` : ''}
              {item.color ? ` · ${item.color}` : ''}
            </span>
            <LinePrice
              price={item.salePrice * item.quantity}
              regularPrice={item.regularPrice * item.quantity}
              locale={locale}
              hideDiscount={hideDiscounts}
            />
          </li>
        ))}
      </ul>
      <Link href="/" className={cx(buttons.button, buttons.primary)}>
        {t('continueShopping')}
      </Link>
    </div>
  );
}
