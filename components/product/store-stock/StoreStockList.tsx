'use client';

import { Link } from '@/components/ui/Link';
import { useFormatter, useTranslations } from 'next-intl';
import type { StoreStockRow } from '@/lib/store-stock/store-availability';
import { todaysOpening } from '@/lib/store-stock/store-availability';
import styles from './StoreStock.module.css';

/** Distances from this many metres on are shown in whole kilometres. */
const WHOLE_KM_FROM_METRES = 10_000;

/**
 * The stores of the store stock list, in the order given (saved stores first, then nearest first):
 * each with its name linking to its store page (`/geschaefte/{reference}/`, spec §2), 'Your store'
 * for a saved one, the address, the distance (Intl, km) and today's opening hours in the store's
 * time zone, and the chosen size's state there: 'In stock', 'Last items' or 'Not available' (text,
 * not colour alone). `now` is for tests.
 */
export function StoreStockList({ rows, now }: { rows: StoreStockRow[]; now?: Date }) {
  const t = useTranslations('storeStock');
  const format = useFormatter();
  const distance = (metres: number) =>
    format.number(metres / 1000, {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: metres < WHOLE_KM_FROM_METRES ? 1 : 0,
    });
  const hours = (row: StoreStockRow) => {
    const periods = todaysOpening(row.store, now);
    if (!periods) return null;
    if (periods.length === 0) return t('closedToday');
    return t('todayHours', { hours: periods.map(({ start, end }) => `${start}–${end}`).join(', ') });
  };
  return (
    <ul className={styles.stores}>
      {rows.map((row) => {
        const { store } = row;
        const today = hours(row);
        const meta = [row.distance !== null && row.distance > 0 ? distance(row.distance) : null, today].filter(Boolean);
        return (
          <li key={store.providerId} className={styles.store} data-state={row.state}>
            <div className={styles.storeText}>
              <p className={styles.storeName}>
                {store.reference ? (
                  <Link href={`/geschaefte/${store.reference}/`} prefetch={false}>
                    {store.title}
                  </Link>
                ) : (
                  store.title
                )}
                {row.saved ? <span className={styles.saved}>{t('savedStore')}</span> : null}
              </p>
              <p className={styles.address}>
                {store.street} {store.houseNumber}
                {store.houseNumberAddition ? ` ${store.houseNumberAddition}` : ''}, {store.postcode} {store.city}
              </p>
              {meta.length > 0 ? <p className={styles.meta}>{meta.join(' · ')}</p> : null}
            </div>
            <span className={styles.state}>{t(row.state)}</span>
          </li>
        );
      })}
    </ul>
  );
}
