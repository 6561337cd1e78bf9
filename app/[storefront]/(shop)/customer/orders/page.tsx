import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { OrderList } from '@/components/customer/OrderList';
import { PrevNextNav } from '@/components/customer/PrevNextNav';
import { getVisitorOrderHistory } from '@/lib/commerce/queries';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { orderHistoryPageCount, orderHistoryPagePath, parseOrderHistoryPage } from '@/lib/customer/order-paths';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { storefrontFromParams } from '@/lib/storefront';

type Props = {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('customer.orders'))('title'), robots: { index: false } };
}

/** The visitor's own orders: rendered per request, never cached. */
export const instant = false;

/**
 * Order history (spec §2 '/customer/orders'): the logged-in customer's orders with their status,
 * newest first, 20 a page (`?page=N`), with links to the previous and next page and 'Page X of Y'
 * when there is more than one. A `page` that is not a whole number from 1, or lies past the last
 * page, is 404 (as a product list's page past the end); the first page is `/customer/orders/` and
 * answers also when there are no orders. Without a logged-in session: the login page, back here
 * after logging in.
 */
export default async function CustomerOrdersPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  await requireVisitorCustomer(storefront.code, CUSTOMER_PATHS.orders);
  const page = parseOrderHistoryPage((await searchParams).page);
  if (page === null) notFound();
  const [t, history] = await Promise.all([
    getTranslations('customer.orders'),
    getVisitorOrderHistory(storefront.code, page),
  ]);
  const pages = orderHistoryPageCount(history.count);
  if (page > pages) notFound();
  return (
    <CustomerFrame current="orders" title={t('title')}>
      <OrderList orders={history.orders} count={history.count} />
      {pages > 1 ? (
        <PrevNextNav
          label={t('pages')}
          previous={page > 1 ? { href: orderHistoryPagePath(page - 1), text: t('previousPage') } : null}
          next={page < pages ? { href: orderHistoryPagePath(page + 1), text: t('nextPage') } : null}
          note={t('pageOf', { page, pages })}
        />
      ) : null}
    </CustomerFrame>
  );
}
