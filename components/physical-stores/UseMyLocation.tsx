'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LocateFixed } from 'lucide-react';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './StoreLocator.module.css';

type State = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

/** How long the browser may take to find the position, in ms, and how old a known one may be. */
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 5 * 60_000, enableHighAccuracy: false };

/**
 * 'Use my location' (spec §2 Store locator; never required: the search form works without it): asks
 * the browser for the shopper's position and opens the locator at `?lat=…&lng=…` (4 decimals, about
 * 10 m). Disabled until the page has hydrated. While the browser looks it says so; a refused
 * permission, an unknown position or a browser without geolocation each get a translated message
 * (announced), and the search form stays as it is. Messages `storeLocator`.
 *
 * @param locatorPath the storefront's locator path (`/winkels/`)
 */
export function UseMyLocation({ locatorPath }: { locatorPath: string }) {
  const t = useTranslations('storeLocator');
  const hydrated = useHydrated();
  const router = useRouter();
  const [state, setState] = useState<State>('idle');

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const query = new URLSearchParams({ lat: coords.latitude.toFixed(4), lng: coords.longitude.toFixed(4) });
        setState('idle');
        router.push(`${locatorPath}?${query}`);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      GEOLOCATION_OPTIONS,
    );
  };

  const message =
    state === 'denied'
      ? t('geolocationDenied')
      : state === 'unavailable'
        ? t('geolocationUnavailable')
        : state === 'unsupported'
          ? t('geolocationUnsupported')
          : null;
  return (
    <div className={styles.locate}>
      <button
        type="button"
        className={cx(buttons.button, buttons.secondary)}
        disabled={!hydrated || state === 'locating'}
        onClick={locate}
        data-testid="use-my-location"
      >
        <LocateFixed aria-hidden="true" focusable="false" size={20} />
        {t('useMyLocation')}
      </button>
      <p role="status" className={styles.locateStatus}>
        {state === 'locating' ? t('locating') : null}
      </p>
      <p role="alert" className={styles.locateError}>
        {message}
      </p>
    </div>
  );
}
