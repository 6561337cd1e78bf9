import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { CUSTOMER_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import styles from './CustomerFrame.module.css';

/** The customer pages of the account menu (spec §2 '/customer' children). */
export type CustomerPage = keyof typeof CUSTOMER_PATHS;
const MENU: CustomerPage[] = ['dashboard', 'orders', 'wishlist', 'edit', 'address'];

/**
 * The frame of every customer page (spec §2 '/customer'): the page's one h1, a small account menu
 * (a labelled nav, the current page marked `aria-current="page"`, or `aria-current="true"` on a page
 * below it) and the page's content, whose client islands get the customer messages (their commerce calls load
 * Apollo on first use, `useCommerceMutation`). Server component; holds no visitor data itself.
 */
export async function CustomerFrame({
  current,
  within = false,
  title,
  children,
}: {
  current: CustomerPage;
  /**
   * The page lies below `current` (an order below the history): its menu entry is marked as the
   * current section (`aria-current="true"`), not as this page.
   */
  within?: boolean;
  /** The page's h1. */
  title: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations('customer.nav');
  return (
    <div className={styles.frame}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={t('label')} className={styles.menu}>
        <ul>
          {MENU.map((page) => (
            <li key={page}>
              <Link
                href={CUSTOMER_PATHS[page]}
                aria-current={page === current ? (within ? 'true' : 'page') : undefined}
              >
                {t(page)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <ClientMessages namespaces={CUSTOMER_CLIENT_NAMESPACES}>{children}</ClientMessages>
      </div>
    </div>
  );
}
