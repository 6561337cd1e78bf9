import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getOrderByReference } from '@/lib/commerce/queries';
import { formatDeliveryDate, formatPrice } from '@/lib/format';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }>; searchParams: Promise<{ order?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('success'))('title'), robots: { index: false } };
}

/**
 * Finish page (spec §2 '/checkout/success/', order confirmation with order number and expected
 * delivery). The `order` parameter holds the encoded order reference; unknown references are 404.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('success');
  const { order: reference } = await searchParams;
  const order = await getOrderByReference(storefront.code, reference);
  if (!order) notFound();
  const articles = order.items.filter((item) => item.type === 'article');
  return (
    <div className="success">
      <h1>{t('title')}</h1>
      <p>{t('thanks', { firstName: order.customer.firstName })}</p>
      <dl className="success__facts">
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('expectedDelivery')}</dt>
          <dd data-testid="expected-delivery">
            {t('deliveryWindow', { from: formatDeliveryDate(order.deliveryDate.earliest, storefront.locale), to: formatDeliveryDate(order.deliveryDate.latest, storefront.locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.price.totalPrice, storefront.locale)}</dd>
        </div>
      </dl>
      {order.paymentState === 'open' ? <p role="status" className="notice">{t('paymentPending')}</p> : null}
      {order.paymentState === 'failed' || order.paymentState === 'cancelled' ? (
        <p className="notice notice--error">
          {t('paymentNotCompleted')} <Link href={`/checkout/payment/?order=${reference}`}>{t('tryAgain')}</Link>
        </p>
      ) : null}
      <p>{t('confirmationMail', { email: order.customer.email })}</p>
      <h2>{t('items')}</h2>
      <ul className="summary-lines">
        {articles.map((item) => (
          <li key={`${item.sku}-${item.size}`}>
            <span>
              {item.quantity} × {item.name}
              {item.size ? ` · ${item.size}` : ''}
            </span>
            <span>{formatPrice(item.salePrice * item.quantity, storefront.locale)}</span>
          </li>
        ))}
      </ul>
      <Link href="/" className="button button--primary">{t('continueShopping')}</Link>
    </div>
  );
}
