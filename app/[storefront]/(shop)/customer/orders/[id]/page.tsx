import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { OrderDetail } from '@/components/customer/OrderDetail';
import { getVisitorOrder } from '@/lib/commerce/order-queries';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { isOrderId, orderDetailPath } from '@/lib/customer/order-paths';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const order = await getVisitorOrder(storefront.code, (await params).id);
  // No order of this visitor's: the 404's own metadata (not-found.tsx), or the login it is sent to.
  if (!order) return {};
  const t = await getTranslations('customer.orderDetail');
  return { title: t('title', { number: order.number }), robots: { index: false } };
}

/** The visitor's own order: rendered per request, never cached. */
export const instant = false;

/**
 * One order of the logged-in customer (spec §2 '/customer' orders/{id}, §3 'Order detail', §4 'Order
 * status shown'), titled by its number, with its previous and next orders. Without a logged-in
 * session: the login page, back here after logging in. An id that is no order id, an unknown order
 * and another customer's order are all 404: the back end answers the last two alike (null), so the
 * page cannot tell them apart and shows nothing of either.
 */
export default async function CustomerOrderPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  await requireVisitorCustomer(storefront.code, isOrderId(id) ? orderDetailPath(id) : CUSTOMER_PATHS.orders);
  const [t, order, hideDiscounts] = await Promise.all([
    getTranslations('customer.orderDetail'),
    getVisitorOrder(storefront.code, id),
    hidesDiscountLabelsToday(storefront.countryCode),
  ]);
  if (!order) notFound();
  return (
    <CustomerFrame current="orders" within title={t('title', { number: order.number })}>
      <OrderDetail order={order} locale={storefront.locale} hideDiscounts={hideDiscounts} />
    </CustomerFrame>
  );
}
