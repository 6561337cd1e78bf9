import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/account/RegisterForm';
import { redirectLoggedInVisitor } from '@/lib/account/guest-only';
import { getStoreConfig } from '@/lib/commerce/queries';
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';
import styles from '@/components/account/AccountForm.module.css';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('account'))('register.title'), robots: { index: false } };
}

/** Reads the visitor's session (a logged-in visitor is sent on): rendered per request, like the cart. */
export const instant = false;

/**
 * Register (spec §2 '/account' create): the registration form with the store's salutations
 * (storeConfig, cached). A logged-in visitor goes to /customer/ (spec §2 guards). Double opt-in:
 * the account works once the link of its mail was confirmed (finish/{hash}).
 */
export default async function RegisterPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  await redirectLoggedInVisitor(storefront.code);
  const [t, config] = await Promise.all([getTranslations('account'), getStoreConfig(storefront.code)]);
  return (
    <div className={styles.page}>
      <h1>{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <ClientMessages namespaces={ACCOUNT_CLIENT_NAMESPACES}>
        <RegisterForm salutations={config.salutations} />
      </ClientMessages>
      <BotCheckNotice />
    </div>
  );
}
