'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { LocateFixed } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  createPlaceFormSchema,
  PLACE_MAX_LENGTH,
  positionPlace,
  type PlaceFormInput,
  type StorePlace,
} from '@/lib/store-stock/place';
import { FieldError } from '@/components/ui/FieldError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import styles from './StoreStock.module.css';

/** How long 'Use my location' waits for the browser, in ms. */
const POSITION_TIMEOUT_MS = 10_000;
/** A position the browser found this long ago (ms) is good enough. */
const POSITION_MAX_AGE_MS = 5 * 60_000;

const noSubscription = () => () => {};
const hasGeolocation = () => 'geolocation' in navigator;

/**
 * Where the shopper is, for the store stock list (spec §2 'Store locator: search by zip code or
 * city'): a zip code or city field (react-hook-form + zod: required, at most 80 characters) whose
 * submit calls `onPlace` with the typed place, and 'Use my location' (the browser's geolocation,
 * shown only where the browser has it, never required; the position is rounded to about 100 m). A
 * refused or failed position says so beside the field. `place` is the last place (prefills the field).
 */
export function StorePlaceForm({
  idPrefix,
  place,
  onPlace,
}: {
  /** Prefix of the field's id, unique on the page. */
  idPrefix: string;
  place: StorePlace | null;
  onPlace: (place: StorePlace) => void;
}) {
  const t = useTranslations('storeStock');
  const schema = useMemo(() => createPlaceFormSchema(t('placeRequired')), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PlaceFormInput>({
    resolver: zodResolver(schema),
    defaultValues: { location: place?.kind === 'search' ? place.location : '' },
  });
  const geolocation = useSyncExternalStore(noSubscription, hasGeolocation, () => false);
  const [locating, setLocating] = useState(false);
  const [positionFailed, setPositionFailed] = useState(false);

  function locate() {
    if (locating) return;
    setLocating(true);
    setPositionFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPlace(positionPlace(position.coords.latitude, position.coords.longitude));
      },
      () => {
        setLocating(false);
        setPositionFailed(true);
      },
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  }

  const fieldId = `${idPrefix}-place`;
  const errorId = `${fieldId}-error`;
  const noteId = `${fieldId}-note`;
  return (
    <form
      className={styles.placeForm}
      noValidate
      onSubmit={handleSubmit((values) => {
        setPositionFailed(false);
        onPlace({ kind: 'search', location: values.location });
      })}
    >
      <div className={forms.field}>
        <label htmlFor={fieldId}>{t('placeLabel')}</label>
        <div className={styles.placeRow}>
          <input
            id={fieldId}
            type="search"
            enterKeyHint="search"
            autoComplete="postal-code"
            maxLength={PLACE_MAX_LENGTH}
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={errors.location ? errorId : positionFailed ? noteId : undefined}
            {...register('location')}
          />
          <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
            {t('search')}
          </button>
        </div>
        <FieldError id={errorId} message={errors.location?.message} />
      </div>
      {geolocation ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.link} ${styles.locate}`}
          onClick={locate}
          aria-disabled={locating || undefined}
        >
          <LocateFixed aria-hidden="true" focusable="false" size={18} />
          {locating ? t('locating') : t('useMyLocation')}
        </button>
      ) : null}
      {positionFailed ? (
        <p id={noteId} className={forms.error} role="alert">
          {t('locationUnavailable')}
        </p>
      ) : null}
    </form>
  );
}
