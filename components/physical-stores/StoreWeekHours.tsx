'use client';

import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import type { ExceptionRow, WeekRow } from '@/lib/physical-stores/display';
import { localMoment } from '@/lib/physical-stores/opening-hours';
import { useNow } from '@/lib/physical-stores/use-now';
import styles from './StoreWeekHours.module.css';

/**
 * A store's opening hours for the week and its coming exceptions (spec §2 Store locator: opening
 * hours; holidays 'closed' with reason and date), from rows written on the server (`display.ts`).
 * The server's HTML lists the whole week and every exception the store sent; in the browser the
 * store's own today (its time zone) is marked (`aria-current="date"` and a visible 'today') and
 * past exceptions leave the list. `headingLevel`: the level of the two headings (2 on the store
 * page, 4 inside a card; `weekHeading` false keeps the week's for assistive technology only).
 * Messages `storeLocator`.
 */
export function StoreWeekHours({
  rows,
  exceptions,
  timeZone,
  headingLevel = 2,
  idPrefix,
  weekHeading = true,
}: {
  rows: WeekRow[];
  exceptions: ExceptionRow[];
  /** The store's IANA time zone. */
  timeZone: string;
  headingLevel?: 2 | 3 | 4;
  /** Unique per page: the headings' ids. */
  idPrefix: string;
  /** Whether the week has its visible heading (false where a disclosure already says 'Opening hours'). */
  weekHeading?: boolean;
}) {
  const t = useTranslations('storeLocator');
  const now = useNow();
  const today = now ? localMoment(now, timeZone) : null;
  const upcoming = today ? exceptions.filter((row) => row.date >= today.date) : exceptions;
  const todaysException = upcoming.find((row) => row.date === today?.date);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.hours}>
      <section aria-labelledby={`${idPrefix}-week`}>
        <Heading id={`${idPrefix}-week`} className={weekHeading ? undefined : 'visually-hidden'}>
          {t('openingHours')}
        </Heading>
        <table className={styles.week}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('hours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isToday = today?.day === row.day && !todaysException;
              return (
                <tr
                  key={row.day}
                  className={cx(isToday && styles.today, !row.open && styles.closed)}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <th scope="row">
                    <span className={styles.dayName}>{row.name}</span>
                    {isToday ? <span className={styles.marker}> ({t('todayMarker')})</span> : null}
                  </th>
                  <td>{row.hours}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {upcoming.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-special`}>
          <Heading id={`${idPrefix}-special`}>{t('specialHours')}</Heading>
          <ul className={styles.exceptions}>
            {upcoming.map((row) => {
              const isToday = row.date === today?.date;
              return (
                <li
                  key={row.date}
                  className={cx(isToday && styles.today, !row.open && styles.closed)}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <span className={styles.date}>
                    <span className={styles.dateLabel}>{row.label}</span>
                    {isToday ? <span className={styles.marker}> ({t('todayMarker')})</span> : null}
                    {row.reason ? <span className={styles.reason}>{row.reason}</span> : null}
                  </span>
                  <span>{row.hours}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
