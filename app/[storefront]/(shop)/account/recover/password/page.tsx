import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordRecoveryForm } from '@/components/account/PasswordRecoveryForm';
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';
import styles from '@/components/account/AccountForm.module.css';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('account'))('recover.title'), robots: { index: false } };
}

/**
 * 'Forgot your password' (spec §2 '/account' recover/password): the email form and its neutral
 * confirmation. Reads nothing of the visitor, so the page is the same for everyone and cached per
 * storefront; the mail is asked for from the browser.
 */
export default async function PasswordRecoveryPage({ params }: Props) {
  await storefrontFromParams(params);
  const t = await getTranslations('account');
  return (
    <div className={styles.page}>
      <h1>{t('recover.title')}</h1>
      <ClientMessages namespaces={ACCOUNT_CLIENT_NAMESPACES}>
        <PasswordRecoveryForm />
      </ClientMessages>
      <BotCheckNotice />
    </div>
  );
}
