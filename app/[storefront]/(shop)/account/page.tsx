import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { clsx as cx } from 'clsx';
import { LoginForm } from '@/components/account/LoginForm';
import { redirectLoggedInVisitor } from '@/lib/account/guest-only';
import { REGISTER_PATH, safeRedirectPath } from '@/lib/account/paths';
import { ACCOUNT_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';
import buttons from '@/components/ui/Button.module.css';
import styles from '@/components/account/AccountForm.module.css';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';

type Props = {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<{ redirect?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('account'))('login.title'), robots: { index: false } };
}

/** Reads the visitor's session (a logged-in visitor is sent on): rendered per request, like the cart. */
export const instant = false;

/**
 * Login (spec §2 '/account' ''): the login form, 'Forgot your password?' and the way to register.
 * A logged-in visitor goes to /customer/ (spec §2 guards). After login the form opens the `redirect`
 * query parameter when it is a same-site path, else /customer/ (spec §9).
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  await redirectLoggedInVisitor(storefront.code);
  const redirectTo = safeRedirectPath((await searchParams).redirect);
  const t = await getTranslations('account');
  return (
    <div className={styles.page}>
      <h1>{t('login.title')}</h1>
      <ClientMessages namespaces={ACCOUNT_CLIENT_NAMESPACES}>
        <LoginForm redirectTo={redirectTo} />
      </ClientMessages>
      <BotCheckNotice />
      <section className={styles.aside} aria-labelledby="login-register">
        <h2 id="login-register">{t('login.noAccount')}</h2>
        <p>{t('login.registerIntro')}</p>
        <Link href={REGISTER_PATH} className={cx(buttons.button, buttons.secondary)}>
          {t('login.register')}
        </Link>
      </section>
    </div>
  );
}
