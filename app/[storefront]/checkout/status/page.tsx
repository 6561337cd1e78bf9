import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { OrderStatusLinkProblem } from '@/components/checkout/order-status/OrderStatusLinkProblem';
import { OrderStatusSummary } from '@/components/checkout/order-status/OrderStatusSummary';
import { getOrderStatus } from '@/lib/checkout/order-status';
import { storefrontFromParams } from '@/lib/storefront';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './page.module.css';

type Props = {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/**
 * Titled by the order when the link is good; never indexed or followed, and the page sends no
 * referrer: its URL holds the link's token, which must not travel to another site.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('orderStatus');
  const answer = await getOrderStatus(storefront.code, (await searchParams).token);
  return {
    title: answer.kind === 'order' ? t('heading', { number: answer.order.number }) : t('title'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** Every link is its own order (and reads the query): rendered per request, never cached. */
export const instant = false;

/**
 * The order status page (spec §2 '/checkout/' child status, §4 'Order status shown', §7
 * GetOrderHistory(emailToken)) a confirmation mail's status link opens, on every storefront at
 * `/checkout/status/?token=…` (no checkout path is localised): the order's number, date, status,
 * articles and total in the storefront's language and formats, without an account or a session.
 * An expired or invalid link says so, with the ways to log in or reach customer service, answered
 * 200 like the other dead mail links. Server-rendered: works without JavaScript. Visitor data
 * (docs/decisions/0008-visitor-data-only-in-islands.md): it reads the query, so it renders per
 * request and Next marks it `private, no-store`; the HTTP cache never keeps /checkout/ either.
 */
export default async function CheckoutStatusPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const [t, answer] = await Promise.all([
    getTranslations('orderStatus'),
    getOrderStatus(storefront.code, (await searchParams).token),
  ]);
  return (
    <div className={styles.status}>
      <h1>{answer.kind === 'order' ? t('heading', { number: answer.order.number }) : t('title')}</h1>
      {answer.kind === 'order' ? (
        <OrderStatusSummary order={answer.order} locale={storefront.locale} />
      ) : (
        <OrderStatusLinkProblem reason={answer.kind} contact={storefront.contact} />
      )}
      <Link href="/" className={cx(buttons.button, buttons.secondary)}>
        {t('continueShopping')}
      </Link>
    </div>
  );
}
