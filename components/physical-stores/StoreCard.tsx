import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import type { PhysicalStoreData } from '@/graphql/store-locator';
import { exceptionRows, weekRows } from '@/lib/physical-stores/display';
import { addressLines, formatDistance } from '@/lib/physical-stores/format';
import { storePagePath } from '@/lib/physical-stores/paths';
import type { Storefront } from '@/lib/stores';
import { SaveStoreButton } from './SaveStoreButton';
import { StoreTodayStatus } from './StoreTodayStatus';
import { StoreWeekHours } from './StoreWeekHours';
import styles from './StoreCard.module.css';

/** An element id made of a provider id (letters, digits, `-` and `_` only). */
export function storeElementId(prefix: string, providerId: string): string {
  return `${prefix}-${providerId.replace(/[^\w-]/g, '-')}`;
}

/**
 * One store in a list (spec §2 Store locator results; §6 'My stores'): its name as a link to its
 * page (`/winkels/{reference}/` in the storefront's language), the 'save as my store' heart, the
 * distance from the searched place (`showDistance`), the address with its country (results cross
 * borders), and today's hours with 'open now' (`StoreTodayStatus`, computed in the browser). With
 * `weekHours` the week and its exceptions fold out below (`<details>`, no script needed). Renders
 * on the server and in the browser alike; messages `storeLocator`.
 */
export function StoreCard({
  store,
  storefront,
  headingLevel = 3,
  showDistance = false,
  weekHours = false,
  saved = false,
}: {
  store: PhysicalStoreData;
  storefront: Pick<Storefront, 'locale' | 'language'>;
  headingLevel?: 2 | 3;
  showDistance?: boolean;
  weekHours?: boolean;
  /** Whether the server knows the store is saved (a per-request page): its heart shows pressed until the lists are known. */
  saved?: boolean;
}) {
  const t = useTranslations('storeLocator');
  const { locale, language } = storefront;
  const nameId = storeElementId('store-name', store.providerId);
  const Heading = `h${headingLevel}` as const;
  const href = store.reference ? storePagePath(language, store.reference) : null;
  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="store-card">
      <div className={styles.head}>
        <Heading id={nameId} className={styles.title}>
          {href ? <Link href={href}>{store.title}</Link> : store.title}
        </Heading>
        <SaveStoreButton providerId={store.providerId} compact describedBy={nameId} savedOnServer={saved} />
      </div>
      {showDistance ? (
        <p className={styles.distance}>{t('distance', { distance: formatDistance(store.distance, locale) })}</p>
      ) : null}
      <address className={styles.address}>
        {addressLines(store, locale).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <StoreTodayStatus schedule={store} locale={locale} />
      {weekHours ? (
        <details className={styles.week}>
          <summary>{t('openingHours')}</summary>
          <StoreWeekHours
            rows={weekRows(store, locale, t('closed'))}
            exceptions={exceptionRows(store, locale, t('closed'))}
            timeZone={store.timeZone}
            headingLevel={headingLevel === 2 ? 3 : 4}
            idPrefix={storeElementId('store-hours', store.providerId)}
            weekHeading={false}
          />
        </details>
      ) : null}
    </article>
  );
}
