import { Link } from '@/components/ui/Link';
import { Accessibility, MapPin } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ContentLink } from '@/components/ui/ContentLink';
import { getLayoutContent } from '@/lib/prismic/layout';
import { getServicePageHrefs } from '@/lib/prismic/translated-page';
import { PriceNote } from '@/components/product/PriceNote';
import { offeredPaymentLogos } from '@/lib/checkout/payment-logos';
import { getStorePaymentMethods } from '@/lib/commerce/queries';
import { storeLocatorPath } from '@/lib/physical-stores/paths';
import { ContentRichText } from '@/components/content/ContentRichText';
import { telHref, type Storefront } from '@/lib/stores';
import buttons from '@/components/ui/Button.module.css';
import { CONTACT_OPTIONS_ID } from '@/components/ui/chat';
import { ContactOptions } from './ContactOptions';
import { contactFormLabels } from './contact-form-labels';
import { PaymentIcons } from './PaymentIcons';
import { ReviewsBadge } from './ReviewsBadge';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

/**
 * Footer (spec §2 'Footer'): jobs block, the link menus of the footer navigation, customer service
 * with the storefront's own phone and email (and the contact options a chat link opens when no chat
 * widget answers) and the way to the store locator (its path in the
 * storefront's language), socials, the reviews score (NL, BE, FR) or trusted
 * shop (DE), legal links with the accessibility button, and the logos of the payment methods the
 * storefront offers (the content's icons, less those checkout does not offer), under the one note on what
 * every list's prices include (`PriceNote`: in Germany the asterisked 'Alle Preise inkl. MwSt., zzgl.
 * Versandkosten' with the link to the shipping page). Content from the layout
 * documents of the storefront's language (cached, revalidated on publish); parts without content
 * are left out. Server component.
 */
export async function Footer({ storefront }: { storefront: Storefront }) {
  const [t, tStores, layout, paymentMethods, servicePages] = await Promise.all([
    getTranslations('footer'),
    getTranslations('storeLocator'),
    getLayoutContent(storefront.prismicLang),
    getStorePaymentMethods(storefront.code),
    getServicePageHrefs(storefront.prismicLang),
  ]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {layout.jobs ? (
          <section aria-labelledby="footer-jobs" className={styles.jobs}>
            <h2 id="footer-jobs">{layout.jobs.title}</h2>
            <ContentRichText field={layout.jobs.text} />
            {layout.jobs.button ? (
              <ContentLink href={layout.jobs.button.href} className={buttons.button}>
                {layout.jobs.button.label}
              </ContentLink>
            ) : null}
          </section>
        ) : null}
        {layout.footerMenus.map((menu, position) => (
          <nav key={position} aria-labelledby={`footer-menu-${position}`}>
            <h2 id={`footer-menu-${position}`}>{menu.title}</h2>
            <ul className={styles.menu}>
              {menu.links.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section id={CONTACT_OPTIONS_ID} aria-labelledby="footer-service">
          <h2 id="footer-service">{t('serviceTitle')}</h2>
          <p>{t('serviceHours')}</p>
          <address className={styles.contact}>
            <a href={telHref(storefront.contact.phone)}>{storefront.contact.phone}</a>
            <a href={`mailto:${storefront.contact.email}`}>{storefront.contact.email}</a>
          </address>
          <p>
            <Link href={storeLocatorPath(storefront.language)} className={styles.storeLink}>
              <MapPin aria-hidden="true" size={18} />
              {tStores('findStore')}
            </Link>
          </p>
          <p>{t('clubText', { currency: storefront.currency })}</p>
          <ContactOptions
            phone={storefront.contact.phone}
            phoneHref={telHref(storefront.contact.phone)}
            email={storefront.contact.email}
            labels={{
              title: t('contactOptions.title'),
              close: t('contactOptions.close'),
              intro: t('contactOptions.intro'),
              call: t('contactOptions.call'),
              write: t('contactOptions.write'),
              formIntro: t('contactOptions.formIntro'),
              openForm: t('contactOptions.openForm'),
            }}
            formLabels={await contactFormLabels()}
          />
        </section>
        <SocialLinks
          socials={layout.socials}
          title={t('socialsTitle')}
          linkLabel={(platform) => t('socialLink', { platform })}
        />
        <ReviewsBadge reviews={layout.reviews} />
      </div>
      <div className={styles.bottom}>
        <PriceNote
          locale={storefront.locale}
          shippingHref={servicePages.deliveryReturns}
          scope="list"
          className={styles.priceNote}
        />
        <nav aria-label={t('legal')}>
          <ul className={styles.legal}>
            {layout.legalLinks.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href}>{link.label}</ContentLink>
              </li>
            ))}
            {layout.accessibility ? (
              <li>
                <ContentLink href={layout.accessibility.href} className={styles.accessibility}>
                  <Accessibility aria-hidden="true" size={18} />
                  {layout.accessibility.label}
                </ContentLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <PaymentIcons icons={offeredPaymentLogos(layout.paymentIcons, paymentMethods)} label={t('paymentMethods')} />
      </div>
    </footer>
  );
}
