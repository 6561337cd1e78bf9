import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { telHref, type Storefront } from '@/lib/stores';
import styles from './Footer.module.css';

/** Footer (spec §2 Footer): customer service copy facts with the storefront's own phone and email, and legal links. */
export async function Footer({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations('footer');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">{t('serviceTitle')}</h2>
          <p>{t('serviceHours')}</p>
          <address className={styles.contact}>
            <a href={telHref(storefront.contact.phone)}>{storefront.contact.phone}</a>
            <a href={`mailto:${storefront.contact.email}`}>{storefront.contact.email}</a>
          </address>
          <p>{t('returns')}</p>
        </section>
        <section aria-labelledby="footer-club">
          <h2 id="footer-club">{t('clubTitle')}</h2>
          <p>{t('clubText')}</p>
        </section>
        <nav aria-label={t('legal')}>
          <ul className={styles.legal}>
            <li>
              <Link href="/privacy-policy/">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/cookie-settings/">{t('cookies')}</Link>
            </li>
            {storefront.code === 'DE' ? (
              <li>
                <Link href="/impressum/">{t('imprint')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
