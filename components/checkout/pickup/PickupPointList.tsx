'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { PickupPointData } from '@/graphql/pickup';
import type { ChosenPoint } from '@/lib/checkout/service-point';
import { addressLines, formatDistance, formatPeriods } from '@/lib/physical-stores/format';
import { todayHours } from '@/lib/physical-stores/opening-hours';
import styles from './PickupPicker.module.css';

/** A point of the list: found by the search (with distance and hours), or the one chosen before. */
export type PickupRow = PickupPointData | ChosenPoint;

const hasHours = (row: PickupRow): row is PickupPointData => 'openingDays' in row;

/** `{provider}:{providerId}`: a point's key across providers. */
export const pickupRowKey = (row: { provider: string; providerId: string }) => `${row.provider}:${row.providerId}`;

/**
 * The pickup points as one radio group (spec §2 Checkout pickup; native radios: arrow keys move
 * between points, Space chooses): each with its name, kind (Packstation, parcel shop, store), address,
 * distance from the searched place and today's hours in the point's time zone (from `now`, null
 * before hydration: no hours are guessed on the server). `name`/`form` tie the radios to the
 * shipment form; `describedBy` points at the group's error.
 */
export function PickupPointList({
  rows,
  selectedKey,
  onSelect,
  name,
  form,
  legend,
  describedBy,
  now,
}: {
  rows: readonly PickupRow[];
  selectedKey: string | null;
  onSelect: (row: PickupRow) => void;
  name: string;
  form: string;
  legend: string;
  describedBy?: string;
  now: Date | null;
}) {
  const t = useTranslations('pickup');
  const locale = useLocale();
  const today = (row: PickupRow) => {
    if (!now || !hasHours(row)) return null;
    try {
      const hours = todayHours(row, now);
      if (!hours.open) return t('closedToday');
      if (hours.periods.length === 1 && hours.periods[0]!.start === '00:00' && hours.periods[0]!.end === '24:00')
        return t('alwaysOpen');
      return t('todayHours', { hours: formatPeriods(hours.periods, locale) });
    } catch {
      return null; // a time zone this browser does not know
    }
  };
  return (
    <fieldset className={styles.points} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {rows.map((row) => {
        const key = pickupRowKey(row);
        const kind = t.has(`types.${row.locationType}`) ? t(`types.${row.locationType}`) : null;
        const meta = [
          hasHours(row) && row.distance > 0 ? formatDistance(row.distance, locale) : null,
          today(row),
        ].filter(Boolean);
        return (
          <label key={key} className={styles.point}>
            <input
              type="radio"
              name={name}
              form={form}
              value={key}
              checked={selectedKey === key}
              onChange={() => onSelect(row)}
            />
            <span className={styles.pointText}>
              <span className={styles.pointName}>
                {row.title}
                {kind && !row.title.includes(kind) ? <span className={styles.kind}> · {kind}</span> : null}
              </span>
              <span className={styles.address}>{addressLines(row, locale, false).join(', ')}</span>
              {meta.length > 0 ? <span className={styles.meta}>{meta.join(' · ')}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
