'use client';

import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import { daysBetween, openingStatus, todayHours, type OpeningSchedule } from '@/lib/physical-stores/opening-hours';
import { dayName, formatPeriods, formatTime } from '@/lib/physical-stores/format';
import { useNow } from '@/lib/physical-stores/use-now';
import styles from './StoreTodayStatus.module.css';

/**
 * A store's today (spec §2 Store locator: opening hours): today's hours in the store's own time zone
 * ('Today: 09:00–12:30, 13:30–18:00', 'Closed today: Christmas Day') and whether it is open now
 * ('Open now, until 18:00', 'Closed now, opens tomorrow at 09:00'), moving on every minute.
 * Computed in the browser only: the server's HTML (a cached page) holds an empty line of the same
 * height, so no page ever freezes a 'today' or 'now'. Messages `storeLocator`.
 */
export function StoreTodayStatus({
  schedule,
  locale,
  className,
}: {
  schedule: OpeningSchedule;
  /** The storefront's locale (`nl-NL`) for times and day names. */
  locale: string;
  className?: string;
}) {
  const t = useTranslations('storeLocator');
  const now = useNow();
  if (now === null) return <div className={cx(styles.status, className)} aria-hidden="true" />;
  const today = todayHours(schedule, now);
  const status = openingStatus(schedule, now);
  const hoursText = today.open
    ? t('todayHours', { hours: formatPeriods(today.periods, locale) })
    : today.reason
      ? t('closedTodayReason', { reason: today.reason })
      : t('closedToday');
  let statusText: string;
  if (status.open) statusText = t('openUntil', { time: formatTime(status.closesAt, locale) });
  else if (!status.opensAt) statusText = t('closedNow');
  else {
    const time = formatTime(status.opensAt.time, locale);
    const inDays = daysBetween(today.date, status.opensAt.date);
    statusText =
      inDays === 0
        ? t('closedOpensToday', { time })
        : inDays === 1
          ? t('closedOpensTomorrow', { time })
          : t('closedOpensOn', { day: dayName(status.opensAt.day, locale), time });
  }
  return (
    <div className={cx(styles.status, className)}>
      <p className={styles.hours}>{hoursText}</p>
      <p className={cx(styles.now, status.open ? styles.open : styles.closed)} data-testid="store-open-status">
        {statusText}
      </p>
    </div>
  );
}
