import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkFailure } from '@/components/account/LinkFailure';
import { NewsletterSettingsPanel, type NewsletterSettingsCopy } from '@/components/newsletter/NewsletterSettingsPanel';
import { getNewsletterSettings } from '@/lib/newsletter/settings';
import { storefrontFromParams } from '@/lib/storefront';
import styles from '@/components/newsletter/NewsletterSettings.module.css';

type Props = { params: Promise<{ storefront: string; hash: string }> };

/** The home page, where the newsletter block signs up again (a dead link's way on). */
const HOME_PATH = '/';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  const t = await getTranslations('newsletter.settings');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Every link is its own subscription: rendered per request, never cached. */
export const instant = false;

/**
 * Newsletter settings (spec §2 '/newsletter/einstellungen/{hash}/'), the page a sign-up mail links
 * to: reads the subscription of the link's hash without changing it (mail scanners open links) and
 * shows the masked address, whether it is subscribed and the one action that applies
 * (`NewsletterSettingsPanel`: confirm, unsubscribe, subscribe again). A link the back end does not
 * know (NEWSLETTER_LINK_INVALID, or no hash of ours) shows that it is no longer valid, with the way
 * home to sign up again, answered 200 like the account's dead links (noindex, nofollow).
 */
export default async function NewsletterSettingsPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const { hash } = await params;
  const [t, settings] = await Promise.all([
    getTranslations('newsletter.settings'),
    getNewsletterSettings(storefront.code, hash),
  ]);
  const home = { href: HOME_PATH, label: t('toHome') };
  const linkInvalid = `${t('linkInvalid')} ${t('linkInvalidHelp')}`;
  const copy: NewsletterSettingsCopy = {
    email: t('email'),
    status: t('status'),
    statusText: { unconfirmed: t('unconfirmed'), subscribed: t('subscribed'), unsubscribed: t('unsubscribed') },
    action: { unconfirmed: t('confirm'), subscribed: t('unsubscribe'), unsubscribed: t('subscribeAgain') },
    confirmed: t('confirmed'),
    unsubscribed: t('unsubscribedDone'),
    resubscribed: t('resubscribed'),
    linkInvalid,
    home,
  };
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {settings ? (
        <NewsletterSettingsPanel hash={hash} email={settings.email} status={settings.status} copy={copy} />
      ) : (
        <LinkFailure message={linkInvalid} link={home} />
      )}
    </div>
  );
}
