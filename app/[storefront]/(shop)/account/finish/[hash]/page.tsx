import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConfirmRegistration } from '@/components/account/ConfirmRegistration';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { isLinkHash } from '@/lib/account/paths';
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';
import styles from '@/components/account/AccountForm.module.css';

type Props = {
  params: Promise<{ storefront: string; hash: string }>;
  searchParams: Promise<{ registration?: string | string[] }>;
};

/** What a mail link opens: the registration confirmation (`?registration=1`) or a new password. */
async function linkOf({ params, searchParams }: Props) {
  const { hash } = await params;
  return { hash, registration: (await searchParams).registration === '1' };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  await storefrontFromParams(props.params);
  const t = await getTranslations('account.finish');
  const { hash, registration } = await linkOf(props);
  // Not a link of ours: the 404's own metadata (not-found.tsx).
  if (!isLinkHash(hash)) return {};
  return { title: registration ? t('confirmTitle') : t('resetTitle'), robots: { index: false } };
}

/** Every link is its own (and reads the query): rendered per request, never cached. */
export const instant = false;

/**
 * The mail links' page (spec §2 '/account' finish/{hash}). With `?registration=1` the registration
 * confirmation, a button (mail scanners open links: nothing runs on load); otherwise a new password
 * for the recovery link. A hash that is not 48 letters and digits is no link of ours: 404. Whether
 * the link is still valid only the back end knows, when the shopper acts.
 */
export default async function FinishPage(props: Props) {
  await storefrontFromParams(props.params);
  const { hash, registration } = await linkOf(props);
  if (!isLinkHash(hash)) notFound();
  const t = await getTranslations('account.finish');
  return (
    <div className={styles.page}>
      <h1>{registration ? t('confirmTitle') : t('resetTitle')}</h1>
      <ClientMessages namespaces={ACCOUNT_CLIENT_NAMESPACES}>
        {registration ? <ConfirmRegistration hash={hash} /> : <ResetPasswordForm hash={hash} />}
      </ClientMessages>
    </div>
  );
}
