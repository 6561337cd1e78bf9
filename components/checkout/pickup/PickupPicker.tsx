'use client';

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useQuery } from '@apollo/client/react';
import { PickupPoints } from '@/graphql/pickup';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { needsDhlCustomerNumber, type ChosenPoint, type PickupMethod } from '@/lib/checkout/service-point';
import {
  createPickupSchema,
  servicePointChoice,
  type PickupValues,
  type ServicePointInput,
} from '@/lib/checkout/shipment-form';
import { pickupPointsQuery } from '@/lib/checkout/pickup-query';
import { useNow } from '@/lib/physical-stores/use-now';
import type { StorePlace } from '@/lib/store-stock/place';
import { FieldError } from '@/components/ui/FieldError';
import { FormError } from '@/components/ui/FormError';
import { StorePlaceForm } from '@/components/product/store-stock/StorePlaceForm';
import forms from '@/components/ui/Form.module.css';
import { ContinueButton } from './ContinueButton';
import { PickupPointList, pickupRowKey, type PickupRow } from './PickupPointList';
import styles from './PickupPicker.module.css';

export interface PickupPickerProps {
  /** The chosen shipping method's provider and location types. */
  method: PickupMethod;
  /** ISO alpha-2 country of the shipping address: points are searched there. */
  country: string;
  /** Where the first search looks: the shipping address's zip code. */
  initialLocation: string;
  /** The point chosen before for this method (from the checkout context): listed first and chosen. */
  chosen: ChosenPoint | null;
  /** Saves the method with this point and leaves the step; throws the back end's refusal. */
  onSave: (servicePoint: ServicePointInput) => Promise<void>;
  /** Whether a save is running. */
  busy: boolean;
}

const FORM_ID = 'pickup-form';

/**
 * The pickup point picker of the shipment step (spec §2 Checkout, §7 findServicePoints, §5 'DHL
 * customer number required'): searches the method's points near a zip code or city
 * ({@link StorePlaceForm}, starting at the shipping address's zip code, or the browser's position),
 * lists them nearest first ({@link PickupPointList}) and, for a DHL Packstation, asks the DHL customer
 * number; 'Continue to payment' checks the choice (react-hook-form + zod) and saves it through
 * `onSave`. A refusal of the back end shows at the point or the number, in the shopper's language,
 * with the input kept. Loaded on demand: only a shopper who chooses pickup downloads it. Keyboard:
 * Tab reaches the search, the list (arrows move, Space chooses), the field and the button. Brings
 * its own Apollo provider (the page's one client): the checkout pages load Apollo only on first use.
 */
export default function PickupPicker(props: PickupPickerProps) {
  return (
    <ApolloProvider>
      <PickupPickerForm {...props} />
    </ApolloProvider>
  );
}

function PickupPickerForm({ method, country, initialLocation, chosen, onSave, busy }: PickupPickerProps) {
  const t = useTranslations();
  const errorMessage = useCommerceErrorMessage();
  const now = useNow();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      createPickupSchema({
        pointRequired: t('pickup.pointRequired'),
        dhlRequired: t('errors.dhlCustomerNumberRequired'),
        dhlInvalid: t('errors.dhlCustomerNumberInvalid'),
      }),
    [t],
  );
  const {
    register,
    setValue,
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitted },
  } = useForm<PickupValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      point: chosen
        ? { provider: chosen.provider, providerId: chosen.providerId, locationType: chosen.locationType }
        : null,
      dhlCustomerNumber: chosen?.dhlCustomerNumber ?? '',
    },
  });
  const point = useWatch({ control, name: 'point' });
  const [place, setPlace] = useState<StorePlace | null>(() => {
    const location = chosen?.postcode ?? initialLocation.trim();
    return location ? { kind: 'search', location } : null;
  });
  const {
    data,
    loading,
    error: searchError,
  } = useQuery(PickupPoints, {
    variables: { query: pickupPointsQuery(method, place ?? { kind: 'search', location: '' }, country) },
    skip: place === null,
  });
  const found = data?.findServicePoints ?? [];
  const rows: PickupRow[] =
    chosen && !found.some((row) => pickupRowKey(row) === pickupRowKey(chosen)) ? [chosen, ...found] : found;
  const failure = searchError ? CommerceError.from(searchError) : null;
  const pointErrorId = `${FORM_ID}-point-error`;
  const dhlId = `${FORM_ID}-dhl`;
  const dhlErrorId = `${dhlId}-error`;
  const dhlHintId = `${dhlId}-hint`;
  const heading =
    place?.kind === 'search'
      ? t('pickup.pointsNear', { place: place.location })
      : place
        ? t('pickup.pointsNearYou')
        : t('pickup.legend');

  async function save(values: PickupValues) {
    const servicePoint = servicePointChoice(values);
    if (!servicePoint) return;
    setError(null);
    try {
      await onSave(servicePoint);
    } catch (caught) {
      const code = CommerceError.from(caught).code;
      if (code.startsWith('DHL_CUSTOMER_NUMBER'))
        setFieldError('dhlCustomerNumber', { message: errorMessage(caught) }, { shouldFocus: true });
      else if (code.startsWith('SERVICE_POINT')) setFieldError('point', { message: errorMessage(caught) });
      else setError(errorMessage(caught));
    }
  }

  // A point is no input react-hook-form can focus: on a missing point the first point takes focus.
  function focusPoints() {
    document.querySelector<HTMLInputElement>(`input[name="${FORM_ID}-point"]`)?.focus();
  }

  return (
    <>
      <section className={styles.picker} aria-labelledby={`${FORM_ID}-title`}>
        <h2 id={`${FORM_ID}-title`} className={styles.title}>
          {t('pickup.legend')}
        </h2>
        <StorePlaceForm idPrefix={FORM_ID} place={place} onPlace={setPlace} />
        <p className={styles.status} role="status">
          {loading ? t('pickup.loading') : null}
          {!loading && data && rows.length === 0 ? t('pickup.noPoints') : null}
        </p>
        {failure ? (
          <p className={forms.error} role="alert">
            {failure.code === 'LOCATION_NOT_FOUND' ? t('storeStock.placeNotFound') : t('pickup.loadFailed')}
          </p>
        ) : null}
        {/* The point and the number belong to this form; the place search above is a form of its own. */}
        <form
          id={FORM_ID}
          noValidate
          onSubmit={handleSubmit(save, (invalid) => {
            if (invalid.point) focusPoints();
          })}
        />
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
            name={`${FORM_ID}-point`}
            form={FORM_ID}
            legend={heading}
            describedBy={errors.point ? pointErrorId : undefined}
            now={now}
          />
        ) : null}
        <FieldError id={pointErrorId} message={errors.point?.message} />
        {point && needsDhlCustomerNumber(point) ? (
          <div className={forms.field}>
            <label htmlFor={dhlId}>{t('pickup.dhlCustomerNumber')}</label>
            <input
              id={dhlId}
              form={FORM_ID}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              aria-required="true"
              aria-invalid={errors.dhlCustomerNumber ? true : undefined}
              aria-describedby={errors.dhlCustomerNumber ? `${dhlErrorId} ${dhlHintId}` : dhlHintId}
              {...register('dhlCustomerNumber')}
            />
            <p id={dhlHintId} className={styles.hint}>
              {t('pickup.dhlCustomerNumberHint')}
            </p>
            <FieldError id={dhlErrorId} message={errors.dhlCustomerNumber?.message} />
          </div>
        ) : null}
      </section>
      <FormError message={error} />
      <ContinueButton form={FORM_ID} label={t('checkout.shipment.continue')} disabled={false} busy={busy} />
    </>
  );
}
