import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { OrderList } from '@/components/customer/OrderList';
import { getVisitorOrderHistory } from '@/lib/commerce/queries';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('customer.orders'))('title'), robots: { index: false } };
}

/** The visitor's own orders: rendered per request, never cached. */
export const instant = false;

/**
 * Order history (spec §2 '/customer/orders'): the logged-in customer's newest orders with their
 * status. Without a logged-in session: the login page, back here after logging in.
 */
export default async function CustomerOrdersPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  await requireVisitorCustomer(storefront.code, CUSTOMER_PATHS.orders);
  const [t, history] = await Promise.all([
    getTranslations('customer.orders'),
    getVisitorOrderHistory(storefront.code, 1),
  ]);
  return (
    <CustomerFrame current="orders" title={t('title')}>
      <OrderList orders={history.orders} count={history.count} />
    </CustomerFrame>
  );
}
