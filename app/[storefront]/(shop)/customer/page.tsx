import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { ClubCard } from '@/components/customer/ClubCard';
import { LogoutButton } from '@/components/customer/LogoutButton';
import { RememberFirstName } from '@/components/customer/RememberFirstName';
import { getVisitorClub } from '@/lib/commerce/queries';
import { formatBirthday } from '@/lib/customer/birthday';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { storefrontFromParams } from '@/lib/storefront';
import styles from '@/components/customer/Dashboard.module.css';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('customer.dashboard'))('title'), robots: { index: false } };
}

/** The visitor's own data: rendered per request, in full, never cached (as the cart page). */
export const instant = false;

/**
 * Customer dashboard (spec §2 '/customer/' Dashboard): 'Welcome {firstName}', the customer's name,
 * email and birthday, the club's points and vouchers, links to the orders, 'My details' and 'My
 * addresses', and 'Log out'; the browser remembers the first name for the header's greeting. Without a logged-in
 * session: the login page, back here after logging in.
 */
export default async function CustomerDashboardPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const customer = await requireVisitorCustomer(storefront.code, CUSTOMER_PATHS.dashboard);
  const [t, club] = await Promise.all([getTranslations('customer.dashboard'), getVisitorClub(storefront.code)]);
  return (
    <CustomerFrame current="dashboard" title={t('welcome', { firstName: customer.firstName })}>
      <RememberFirstName firstName={customer.firstName} />
      <section className={styles.details} aria-labelledby="dashboard-details">
        <h2 id="dashboard-details">{t('detailsHeading')}</h2>
        <dl>
          <dt>{t('name')}</dt>
          <dd>
            {customer.firstName} {customer.lastName}
          </dd>
          <dt>{t('email')}</dt>
          <dd>{customer.email}</dd>
          {customer.birthday && (
            <>
              <dt>{t('birthday')}</dt>
              <dd>{formatBirthday(customer.birthday, storefront.locale)}</dd>
            </>
          )}
        </dl>
      </section>
      <ClubCard club={club} />
      <ul className={styles.links}>
        <li>
          <Link href={CUSTOMER_PATHS.orders}>{t('ordersLink')}</Link>
          <p>{t('ordersDescription')}</p>
        </li>
        <li>
          <Link href={CUSTOMER_PATHS.edit}>{t('editLink')}</Link>
          <p>{t('editDescription')}</p>
        </li>
        <li>
          <Link href={CUSTOMER_PATHS.address}>{t('addressLink')}</Link>
          <p>{t('addressDescription')}</p>
        </li>
      </ul>
      <LogoutButton label={t('logout')} />
    </CustomerFrame>
  );
}
