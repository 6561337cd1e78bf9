'use client';

import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useQuery } from '@apollo/client/react';
import { PickupPoints } from '@/graphql/pickup';
import { CommerceError } from '@/lib/commerce/errors';
import {
  needsDhlCustomerNumber,
  pickupPointsQuery,
  type ChosenPoint,
  type PickupMethod,
} from '@/lib/checkout/service-point';
import type { ShipmentValues } from '@/lib/checkout/shipment-form';
import { useNow } from '@/lib/physical-stores/use-now';
import type { StorePlace } from '@/lib/store-stock/place';
import { FieldError } from '@/components/ui/FieldError';
import { StorePlaceForm } from '@/components/product/store-stock/StorePlaceForm';
import forms from '@/components/ui/Form.module.css';
import { PickupPointList, pickupRowKey, type PickupRow } from './PickupPointList';
import styles from './PickupPicker.module.css';

export interface PickupPickerProps {
  /** The chosen shipping method's provider and location types. */
  method: PickupMethod;
  /** ISO alpha-2 country of the shipping address: points are searched there. */
  country: string;
  /** Where the first search looks: the shipping address's zip code. */
  initialLocation: string;
  /** The point chosen before for this method (from the checkout context), listed first. */
  chosen: ChosenPoint | null;
  /** The shipment form's id: the radios and the DHL field belong to it. */
  formId: string;
}

/**
 * The pickup point picker of the shipment step (spec §2 Checkout, §7 findServicePoints): searches the
 * method's points near a zip code or city ({@link StorePlaceForm}, starting at the shipping address's
 * zip code, or the browser's position), lists them nearest first ({@link PickupPointList}) and, for a
 * DHL Packstation, asks the DHL customer number. Reads and writes the shipment form's `point` and
 * `dhlCustomerNumber` (react-hook-form context). Loaded on demand: only a shopper who chooses pickup
 * downloads it. Keyboard: Tab reaches the search, the list (arrows move, Space chooses) and the field.
 */
export default function PickupPicker({ method, country, initialLocation, chosen, formId }: PickupPickerProps) {
  const t = useTranslations('pickup');
  const now = useNow();
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<ShipmentValues>();
  const [place, setPlace] = useState<StorePlace | null>(() => {
    const location = chosen?.postcode ?? initialLocation.trim();
    return location ? { kind: 'search', location } : null;
  });
  const { data, loading, error } = useQuery(PickupPoints, {
    variables: { query: pickupPointsQuery(method, place ?? { kind: 'search', location: '' }, country) },
    skip: place === null,
  });
  const point = useWatch({ control, name: 'point' });
  const found = data?.findServicePoints ?? [];
  const chosenHere = chosen && chosen.provider === method.provider ? chosen : null;
  const rows: PickupRow[] =
    chosenHere && !found.some((row) => pickupRowKey(row) === pickupRowKey(chosenHere)) ? [chosenHere, ...found] : found;
  const failure = error ? CommerceError.from(error) : null;
  const pointErrorId = `${formId}-point-error`;
  const dhlId = `${formId}-dhl`;
  const dhlErrorId = `${dhlId}-error`;
  const dhlHintId = `${dhlId}-hint`;
  const heading =
    place?.kind === 'search' ? t('pointsNear', { place: place.location }) : place ? t('pointsNearYou') : t('legend');

  return (
    <section className={styles.picker} aria-labelledby={`${formId}-pickup-title`}>
      <h2 id={`${formId}-pickup-title`} className={styles.title}>
        {t('legend')}
      </h2>
      <StorePlaceForm idPrefix={`${formId}-pickup`} place={place} onPlace={setPlace} />
      <p className={styles.status} role="status">
        {loading ? t('loading') : null}
        {!loading && data && found.length === 0 && !chosenHere ? t('noPoints') : null}
      </p>
      {failure ? (
        <p className={forms.error} role="alert">
          {failure.code === 'LOCATION_NOT_FOUND' ? t('placeNotFound') : t('loadFailed')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <PickupPointList
          rows={rows}
          selectedKey={point ? pickupRowKey(point) : null}
          onSelect={(row) =>
            setValue(
              'point',
              { provider: row.provider, providerId: row.providerId, locationType: row.locationType },
              { shouldValidate: isSubmitted },
            )
          }
          name={`${formId}-point`}
          form={formId}
          legend={heading}
          describedBy={errors.point ? pointErrorId : undefined}
          now={now}
        />
      ) : null}
      <FieldError id={pointErrorId} message={errors.point?.message} />
      {point && needsDhlCustomerNumber(point) ? (
        <div className={forms.field}>
          <label htmlFor={dhlId}>{t('dhlCustomerNumber')}</label>
          <input
            id={dhlId}
            form={formId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            aria-required="true"
            aria-invalid={errors.dhlCustomerNumber ? true : undefined}
            aria-describedby={errors.dhlCustomerNumber ? `${dhlErrorId} ${dhlHintId}` : dhlHintId}
            {...register('dhlCustomerNumber')}
          />
          <p id={dhlHintId} className={styles.hint}>
            {t('dhlCustomerNumberHint')}
          </p>
          <FieldError id={dhlErrorId} message={errors.dhlCustomerNumber?.message} />
        </div>
      ) : null}
    </section>
  );
}
