import { getTranslations } from 'next-intl/server';
import { AccountLinkClient } from './AccountLinkClient';

/**
 * The header's customer link (spec §2 Header): 'Log in' to /account/ for a guest; once logged in, a
 * link to /customer/ saying 'Welcome {firstName}', or 'My account' while the browser knows no first
 * name. Pages are cached and shared, so the server renders the guest's link and never a name: the
 * browser switches after hydration, from the readable hint cookie and the first name it remembered
 * from the customer pages, the login and the profile form (`lib/account/customer-hint-name.ts`).
 * The label is the link's accessible name, visually hidden on phones where only the icon shows.
 * Server component: reads the greeting's template (`account.header.welcome`) for its island
 * ({@link AccountLinkClient}).
 *
 * @param icon the person icon, rendered by the server component that places the link (its SVG code
 *   then stays out of the page's JavaScript); hidden from assistive technology
 * @param labels the translated guest ('Log in') and customer ('My account') labels
 */
export async function AccountLink({
  icon,
  labels,
}: {
  icon: React.ReactNode;
  labels: { guest: string; customer: string };
}) {
  const t = await getTranslations('account.header');
  return <AccountLinkClient icon={icon} labels={{ ...labels, welcome: t('welcome', { firstName: '{firstName}' }) }} />;
}
