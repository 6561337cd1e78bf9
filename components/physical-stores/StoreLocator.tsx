import { getTranslations } from 'next-intl/server';
import { clsx as cx } from 'clsx';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import buttons from '@/components/ui/Button.module.css';
import type { PhysicalStoreData } from '@/graphql/store-locator';
import { countryName } from '@/lib/physical-stores/format';
import { MAX_LOCATOR_QUERY_LENGTH, type LocatorQuery } from '@/lib/physical-stores/locator-query';
import { mapTileConfig } from '@/lib/physical-stores/map-config';
import { overviewOrder } from '@/lib/physical-stores/overview';
import { storeLocatorPath, storePagePath } from '@/lib/physical-stores/paths';
import { allStores, searchStores } from '@/lib/physical-stores/queries';
import type { Storefront } from '@/lib/stores';
import { StoreCard } from './StoreCard';
import { StoreMapLoader } from './StoreMapLoader';
import { UseMyLocation } from './UseMyLocation';
import styles from './StoreLocator.module.css';

/** What the locator shows below its form. */
type Results =
  | { kind: 'search'; heading: string; stores: PhysicalStoreData[] }
  | { kind: 'overview'; own: PhysicalStoreData[]; abroad: PhysicalStoreData[] }
  | { kind: 'message'; text: string; alert: boolean };

const FIELD_ID = 'store-locator-q';
const MESSAGE_ID = 'store-locator-message';

/**
 * The store locator (spec §2 '/geschaefte/' Stores, 'Store locator: search by zip code or city,
 * opening hours'; §7 findServicePoints with providers stores): a GET search form (`?q=`, works
 * without JavaScript) for a zip code or city, 'Use my location' (`?lat=&lng=`, after hydration), and
 * the stores rendered on the server: for a search, nearest first with their distance, across
 * borders (each with its country); without one, every store of the storefront's country, then the
 * others, by city. A place commerce cannot find (LOCATION_NOT_FOUND) or a query it cannot take says
 * so, the query kept in the field. Each store links to its page; today's hours and 'open now' are
 * computed in the browser (`StoreTodayStatus`). With `MAP_TILE_URL` a map joins the list, loaded
 * lazily. Reads are cached per query; the page itself is rendered per request (it reads the query).
 */
export async function StoreLocator({ storefront, query }: { storefront: Storefront; query: LocatorQuery }) {
  const t = await getTranslations('storeLocator');
  const locatorPath = storeLocatorPath(storefront.language);
  const results = await loadResults(storefront, query, t);
  const map = mapTileConfig();
  const shown =
    results.kind === 'search' ? results.stores : results.kind === 'overview' ? [...results.own, ...results.abroad] : [];
  const fieldValue = query.kind === 'place' || query.kind === 'invalid' ? query.q : '';
  const cardStorefront = { locale: storefront.locale, language: storefront.language };
  return (
    <div className={styles.page}>
      <Breadcrumbs current={t('title')} />
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.search}>
        <form method="get" action={locatorPath} role="search" className={styles.form} aria-label={t('searchLabel')}>
          <label htmlFor={FIELD_ID}>{t('searchLabel')}</label>
          <div className={styles.field}>
            <input
              id={FIELD_ID}
              name="q"
              type="search"
              defaultValue={fieldValue}
              placeholder={t('searchPlaceholder')}
              autoComplete="postal-code"
              enterKeyHint="search"
              maxLength={MAX_LOCATOR_QUERY_LENGTH}
              aria-describedby={results.kind === 'message' ? MESSAGE_ID : undefined}
              aria-invalid={results.kind === 'message' && results.alert ? true : undefined}
            />
            <button type="submit" className={cx(buttons.button, buttons.primary)}>
              {t('searchSubmit')}
            </button>
          </div>
        </form>
        <UseMyLocation locatorPath={locatorPath} />
      </div>
      {results.kind === 'message' ? (
        <p id={MESSAGE_ID} role={results.alert ? 'alert' : 'status'} className={styles.message}>
          {results.text}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div className={cx(styles.results, map && styles.withMap)}>
          {map ? (
            <div className={styles.map}>
              <StoreMapLoader
                stores={shown.map((store) => ({
                  providerId: store.providerId,
                  title: store.title,
                  lat: store.lat,
                  lng: store.lng,
                  href: store.reference ? storePagePath(storefront.language, store.reference) : null,
                }))}
                tileUrl={map.url}
                attribution={map.attribution}
                label={t('mapLabel')}
              />
            </div>
          ) : null}
          <div className={styles.lists}>
            {results.kind === 'search' ? (
              <section aria-labelledby="store-results">
                <h2 id="store-results">{results.heading}</h2>
                <p role="status" className={styles.count}>
                  {t('resultCount', { count: results.stores.length })}
                </p>
                <StoreList stores={results.stores} storefront={cardStorefront} showDistance />
              </section>
            ) : results.kind === 'overview' ? (
              <>
                {results.own.length > 0 ? (
                  <section aria-labelledby="stores-own-country">
                    <h2 id="stores-own-country">{countryName(storefront.countryCode, storefront.locale)}</h2>
                    <StoreList stores={results.own} storefront={cardStorefront} />
                  </section>
                ) : null}
                {results.abroad.length > 0 ? (
                  <section aria-labelledby="stores-abroad">
                    <h2 id="stores-abroad">{t('storesAbroad')}</h2>
                    <StoreList stores={results.abroad} storefront={cardStorefront} />
                  </section>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A list of store cards. */
function StoreList({
  stores,
  storefront,
  showDistance = false,
}: {
  stores: PhysicalStoreData[];
  storefront: Pick<Storefront, 'locale' | 'language'>;
  showDistance?: boolean;
}) {
  return (
    <ol className={styles.list}>
      {stores.map((store) => (
        <li key={store.providerId}>
          <StoreCard store={store} storefront={storefront} showDistance={showDistance} />
        </li>
      ))}
    </ol>
  );
}

/** Reads what the locator shows for `query`; a failing back end becomes a message, not an error page. */
async function loadResults(
  storefront: Storefront,
  query: LocatorQuery,
  t: Awaited<ReturnType<typeof getTranslations<'storeLocator'>>>,
): Promise<Results> {
  try {
    if (query.kind === 'invalid') {
      return { kind: 'message', text: query.q ? t('invalidQuery') : t('geolocationUnavailable'), alert: true };
    }
    if (query.kind === 'none') {
      const stores = overviewOrder(
        await allStores(storefront.code, storefront.countryCode),
        storefront.countryCode,
        storefront.locale,
      );
      if (stores.length === 0) return { kind: 'message', text: t('noStores'), alert: false };
      return {
        kind: 'overview',
        own: stores.filter((store) => store.country === storefront.countryCode),
        abroad: stores.filter((store) => store.country !== storefront.countryCode),
      };
    }
    const result = await searchStores(storefront.code, query);
    if (!result.ok) {
      const text =
        result.error === 'LOCATION_NOT_FOUND' && query.kind === 'place'
          ? t('locationNotFound', { query: query.q })
          : t('invalidQuery');
      return { kind: 'message', text, alert: true };
    }
    if (result.stores.length === 0) return { kind: 'message', text: t('noResults'), alert: false };
    const heading = query.kind === 'place' ? t('resultsNear', { query: query.q }) : t('resultsNearYou');
    return { kind: 'search', heading, stores: result.stores };
  } catch (error) {
    console.error('[store-locator] the stores could not be read', error);
    return { kind: 'message', text: t('loadFailed'), alert: true };
  }
}
