import { getTranslations } from 'next-intl/server';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import type { PhysicalStoreData } from '@/graphql/store-locator';
import { exceptionRows, weekRows } from '@/lib/physical-stores/display';
import { addressLines, directionsUrl } from '@/lib/physical-stores/format';
import { storeLocatorPath, storePagePath } from '@/lib/physical-stores/paths';
import { formatPhone } from '@/lib/physical-stores/phone';
import { storeJsonLd } from '@/lib/physical-stores/structured-data';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import type { Storefront } from '@/lib/stores';
import { SaveStoreButton } from './SaveStoreButton';
import { StoreTodayStatus } from './StoreTodayStatus';
import { StoreWeekHours } from './StoreWeekHours';
import styles from './StorePage.module.css';

/**
 * A store's page (spec §2 '/geschaefte/{reference}/' store detail; §3 Service point): breadcrumbs
 * (Home › Stores › the store), its name with 'save as my store', today's hours and 'open now'
 * (computed in the browser, in the store's time zone; a store closed today says so), the address
 * with a directions link (OpenStreetMap's route planner, a new tab), the phone number as a `tel:`
 * link, the week's opening hours from Monday (day names through Intl) and the coming exceptions
 * (holidays closed, with date and reason; today marked in the browser), and the store as
 * LocalBusiness (`ShoeStore`) structured data. Everything but 'today' and 'now' comes from the
 * cached store read, so the page is served from cache.
 */
export async function StorePage({ storefront, store }: { storefront: Storefront; store: PhysicalStoreData }) {
  const t = await getTranslations('storeLocator');
  const tBreadcrumbs = await getTranslations('breadcrumbs');
  const { locale, language } = storefront;
  const locatorPath = storeLocatorPath(language);
  const phone = store.telephone ? formatPhone(store.telephone, storefront.countryCode) : null;
  const lines = addressLines(store, locale);
  const origin = storefrontOrigin(storefront.code);
  const pagePath = storePagePath(language, store.reference ?? '');
  return (
    <div className={styles.page}>
      <JsonLd
        data={storeJsonLd(store, {
          url: new URL(pagePath, origin).href,
          breadcrumbs: [
            { name: tBreadcrumbs('home'), url: new URL('/', origin).href },
            { name: t('title'), url: new URL(locatorPath, origin).href },
            { name: store.title, url: new URL(pagePath, origin).href },
          ],
        })}
      />
      <Breadcrumbs parents={[{ label: t('title'), url: locatorPath }]} current={store.title} />
      <div className={styles.head}>
        <h1 id="store-title">{store.title}</h1>
        <SaveStoreButton providerId={store.providerId} />
      </div>
      <StoreTodayStatus schedule={store} locale={locale} className={styles.today} />
      <div className={styles.columns}>
        <div className={styles.contact}>
          <section aria-labelledby="store-address">
            <h2 id="store-address">{t('address')}</h2>
            <address className={styles.address}>
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <a
              className={styles.iconLink}
              href={directionsUrl(store.lat, store.lng)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('directionsLabel', { store: store.title })}
            >
              <MapPin aria-hidden="true" focusable="false" size={20} />
              {t('directions')}
              <ExternalLink aria-hidden="true" focusable="false" size={16} />
            </a>
          </section>
          {phone ? (
            <section aria-labelledby="store-phone">
              <h2 id="store-phone">{t('phone')}</h2>
              {phone.href ? (
                <a className={styles.iconLink} href={phone.href}>
                  <Phone aria-hidden="true" focusable="false" size={20} />
                  {phone.display}
                </a>
              ) : (
                <p>{phone.display}</p>
              )}
            </section>
          ) : null}
          {store.additionalInformation ? <p className={styles.info}>{store.additionalInformation}</p> : null}
        </div>
        <StoreWeekHours
          rows={weekRows(store, locale, t('closed'))}
          exceptions={exceptionRows(store, locale, t('closed'))}
          timeZone={store.timeZone}
          idPrefix="store-hours"
        />
      </div>
    </div>
  );
}
