'use client';

import { Link } from '@/components/ui/Link';
import { useIsLoggedIn } from '@/lib/account/customer-hint';
import { CUSTOMER_HOME_PATH, LOGIN_PATH } from '@/lib/account/paths';
import styles from './AccountLink.module.css';

/**
 * The header's customer link (spec §2 Header): 'Log in' to /account/ for a guest, 'My account' to
 * /customer/ once logged in. Pages are cached and shared, so the server renders the guest's link
 * and the browser switches after hydration when the readable hint cookie says the session is logged
 * in (`useIsLoggedIn`); no Apollo, no request. The label is the link's accessible name, visually
 * hidden on phones and tablets where only the icon shows. Not prefetched: both targets render per
 * request for the visitor, and every page view would pay for one more server render.
 *
 * @param icon the person icon, rendered by the server component that places the link (its SVG code
 *   then stays out of the page's JavaScript); hidden from assistive technology
 * @param labels the translated guest and customer labels
 */
export function AccountLink({ icon, labels }: { icon: React.ReactNode; labels: { guest: string; customer: string } }) {
  const loggedIn = useIsLoggedIn();
  return (
    <Link
      href={loggedIn ? CUSTOMER_HOME_PATH : LOGIN_PATH}
      className={styles.link}
      data-testid="account-link"
      prefetch={false}
    >
      {icon}
      <span className={styles.label}>{loggedIn ? labels.customer : labels.guest}</span>
    </Link>
  );
}
