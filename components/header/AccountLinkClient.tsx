'use client';

import { Link } from '@/components/ui/Link';
import { useIsLoggedIn } from '@/lib/account/customer-hint';
import { useRememberedFirstName } from '@/lib/account/customer-hint-name';
import { CUSTOMER_HOME_PATH, LOGIN_PATH } from '@/lib/account/paths';
import styles from './AccountLink.module.css';

/** The customer link's texts, already translated. */
export interface AccountLinkLabels {
  /** 'Log in', for a guest. */
  guest: string;
  /** 'My account', for a customer whose first name this browser does not know. */
  customer: string;
  /** 'Welcome {firstName}' with the placeholder `{firstName}` left in, for a customer it does know. */
  welcome: string;
}

/** The greeting: `template` with its `{firstName}` placeholder replaced by `firstName` (taken literally). */
export function welcomeText(template: string, firstName: string): string {
  return template.replace('{firstName}', () => firstName);
}

/**
 * The island of the header's customer link (spec §2 Header; see `AccountLink`): 'Log in' to /account/
 * in the server's HTML and for a guest; once hydrated, for a visitor the readable hint cookie calls
 * logged in, a link to /customer/ saying 'Welcome {firstName}' with the first name this browser
 * remembers (`useRememberedFirstName`), else 'My account'. The visible text is the link's accessible
 * name. No Apollo, no request. Not prefetched: both targets render per request for the visitor, and
 * every page view would pay for one more server render.
 *
 * @param icon the person icon, hidden from assistive technology
 * @param labels the translated texts
 */
export function AccountLinkClient({ icon, labels }: { icon: React.ReactNode; labels: AccountLinkLabels }) {
  const loggedIn = useIsLoggedIn();
  const firstName = useRememberedFirstName();
  const label = !loggedIn ? labels.guest : firstName ? welcomeText(labels.welcome, firstName) : labels.customer;
  return (
    <Link
      href={loggedIn ? CUSTOMER_HOME_PATH : LOGIN_PATH}
      className={styles.link}
      data-testid="account-link"
      prefetch={false}
    >
      {icon}
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
