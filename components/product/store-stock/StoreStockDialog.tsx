'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { useStorePlace } from '@/lib/store-stock/place';
import { storeStockRows } from '@/lib/store-stock/store-availability';
import { useStoreAvailability } from '@/lib/store-stock/use-store-availability';
import { Modal } from '@/components/ui/Modal';
import { useSavedStoreIdsForStock } from './saved-stores';
import { StorePlaceForm } from './StorePlaceForm';
import { StoreStockList } from './StoreStockList';
import styles from './StoreStock.module.css';

/** A size of the product: its variant SKU and its name ('39', 'M'). */
export interface StoreStockSize {
  sku: string;
  size: string;
}

export interface StoreStockDialogProps {
  /** The product's SKU (style-colour, `NNNNNN.NNN`): the modal's owner. */
  owner: string;
  /** Every size of the product, in the product's order; one entry for a one-size product. */
  sizes: StoreStockSize[];
  isOneSize: boolean;
  /** The size attribute's name ('maat', 'taille', 'Größe'). */
  sizeAttributeName: string;
  /**
   * The shopper's saved stores (providerIds), listed first. Unset: the visitor's own saved stores
   * ({@link useSavedStoreIdsForStock}).
   */
  savedStoreIds?: readonly string[];
}

/**
 * The 'Check availability in store' dialog of the PDP (spec §7 'Stock for stores' and
 * findServicePoints; §9 store stock thresholds), loaded on the trigger's first press. The shared
 * `Modal` (focus moves in and is trapped, Escape closes, focus returns to the trigger). It asks for a
 * size first (unless one size), and for a place ({@link StorePlaceForm}: zip code or city, or the
 * browser's position; the last place is kept in session storage and asked again at once); then lists
 * the saved stores and the nearest stores with the chosen size's state in each
 * ({@link StoreStockList}). Store stock is read live through the BFF, never from the cached page.
 */
export default function StoreStockDialog({
  owner,
  sizes,
  isOneSize,
  sizeAttributeName,
  savedStoreIds,
}: StoreStockDialogProps) {
  const t = useTranslations('storeStock');
  const seamSavedIds = useSavedStoreIdsForStock();
  const savedIds = savedStoreIds ?? seamSavedIds;
  const [chosen, setChosen] = useState<string | null>(isOneSize ? (sizes[0]?.sku ?? null) : null);
  const titleId = `store-stock-title-${owner}`;
  return (
    <Modal id="storeStock" owner={owner} titleId={titleId} title={t('title')} closeLabel={t('close')}>
      <div className={styles.body}>
        {isOneSize ? null : (
          <fieldset className={styles.sizes}>
            <legend className={styles.legend}>{t('sizeLegend', { attribute: sizeAttributeName })}</legend>
            <div className={styles.sizeOptions}>
              {sizes.map(({ sku, size }) => (
                <button
                  key={sku}
                  type="button"
                  className={styles.size}
                  aria-pressed={chosen === sku}
                  onClick={() => setChosen(sku)}
                >
                  {size}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <ApolloProvider>
          <StoreStockResults owner={owner} skus={sizes.map((size) => size.sku)} chosen={chosen} savedIds={savedIds} />
        </ApolloProvider>
      </div>
    </Modal>
  );
}

/** The place form, then the stores for the chosen size (or the request to choose one), with a live status. */
function StoreStockResults({
  owner,
  skus,
  chosen,
  savedIds,
}: {
  owner: string;
  skus: string[];
  chosen: string | null;
  savedIds: readonly string[];
}) {
  const t = useTranslations('storeStock');
  const errorMessage = useCommerceErrorMessage();
  const place = useStorePlace((state) => state.place);
  const setPlace = useStorePlace((state) => state.setPlace);
  const { data, loading, error } = useStoreAvailability(place, skus, savedIds);
  const rows = chosen && data ? storeStockRows({ ...data, sku: chosen, savedIds }) : null;
  const heading = place
    ? place.kind === 'search'
      ? t('nearPlace', { place: place.location })
      : t('nearYou')
    : t('yourStores');
  const status = !chosen ? '' : loading ? t('loading') : rows ? t('resultCount', { count: rows.length }) : '';
  return (
    <>
      <StorePlaceForm idPrefix={`store-stock-${owner}`} place={place} onPlace={setPlace} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error.code === 'LOCATION_NOT_FOUND' ? t('placeNotFound') : errorMessage(error)}
        </p>
      ) : !chosen ? (
        <p className={styles.hint}>{t('sizeFirst')}</p>
      ) : loading ? (
        <p className={styles.hint} aria-hidden="true">
          {t('loading')}
        </p>
      ) : rows ? (
        <section aria-labelledby={`store-stock-list-${owner}`}>
          <h3 id={`store-stock-list-${owner}`} className={styles.listHeading}>
            {heading}
          </h3>
          {rows.length > 0 ? <StoreStockList rows={rows} /> : <p className={styles.hint}>{t('noStores')}</p>}
          <p className={styles.note}>{t('stockChanges')}</p>
        </section>
      ) : null}
    </>
  );
}
