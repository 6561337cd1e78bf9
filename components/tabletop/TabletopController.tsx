'use client';

import { MapPin } from 'lucide-react';
import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import { reloadTo } from '@/lib/customer/full-reload';
import { COOKIES } from '@/lib/stores';
import { TABLETOP_ATTRIBUTE } from '@/lib/tabletop/boot-script';
import { endTabletopVisit, fetchTabletopCheck } from '@/lib/tabletop/client';
import type { TabletopCheck } from '@/lib/tabletop/session';
import { useIdleCountdown } from '@/lib/tabletop/use-idle-countdown';
import { IdleDialog } from './IdleDialog';
import styles from './TabletopController.module.css';

/** How often an open page checks the session, in ms (spec §4; at least every minute). */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export interface TabletopControllerProps {
  /** Seconds without a touch before 'Are you still there?' shows (`TABLETOP_IDLE_SECONDS`, default 180). */
  idleSeconds: number;
  /** Seconds the question counts down before the visit ends. */
  countdownSeconds: number;
}

/**
 * Whether the tablet holds anything of a shopper: a page other than the home page, a cart or a login
 * (the readable hint cookies), or a list in local storage. An untouched tablet on `/` is not asked
 * 'Are you still there?' every few minutes.
 */
function hasShopperTraces(): boolean {
  if (window.location.pathname !== '/') return true;
  if (Cookies.get(COOKIES.contextHint) === '1' || Cookies.get(COOKIES.customerHint) === '1') return true;
  try {
    return window.localStorage.length > 0;
  } catch {
    return false;
  }
}

/**
 * The tablet's side of tabletop mode (spec §4 'Tabletop session status', §2 'tabletop location
 * badge'): checks the session with the server on load, on every navigation, every minute and when the
 * tablet wakes; shows the store's badge with 'End my visit' while the session is open; after an idle
 * time asks 'Are you still there?' with a countdown and then ends the visit. A cleared or handed-over
 * session has been logged out by the server: the tablet goes to `/`, where the boot script empties the
 * browser's storage. When the service does not answer, the badge says the tablet works as an ordinary
 * shop. Loaded only in tabletop mode (`TabletopGate`).
 */
export function TabletopController({ idleSeconds, countdownSeconds }: TabletopControllerProps) {
  const t = useTranslations('tabletop');
  const pathname = usePathname();
  const [check, setCheck] = useState<TabletopCheck | null>(null);
  const [ending, setEnding] = useState(false);
  const checking = useRef(false);

  const runCheck = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      const result = await fetchTabletopCheck();
      if (result.state === 'cleared' || result.state === 'handed-over') {
        reloadTo('/');
        return;
      }
      if (result.state === 'none') document.documentElement.removeAttribute(TABLETOP_ATTRIBUTE);
      setCheck(result);
    } finally {
      checking.current = false;
    }
  }, []);

  useEffect(() => {
    void runCheck();
  }, [pathname, runCheck]);

  useEffect(() => {
    const timer = window.setInterval(() => void runCheck(), SESSION_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void runCheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [runCheck]);

  const endVisit = useCallback(async () => {
    setEnding(true);
    await endTabletopVisit();
    reloadTo('/');
  }, []);

  // While the service is down the tablet is still a shared device: the idle time still ends visits.
  const active = check?.state === 'open' || check?.state === 'unavailable';
  const idle = useIdleCountdown({
    enabled: active && !ending,
    idleSeconds,
    countdownSeconds,
    onExpired: endVisit,
    shouldAsk: hasShopperTraces,
  });

  if (!check || check.state === 'none') return null;
  return (
    <>
      <aside className={styles.badge} aria-label={t('badgeLabel')} data-testid="tabletop-badge">
        <MapPin aria-hidden="true" className={styles.icon} />
        {check.state === 'open' ? (
          <>
            <span className={styles.store}>{check.location.name}</span>
            <button
              type="button"
              className={cx(buttons.button, buttons.secondary)}
              onClick={endVisit}
              disabled={ending}
            >
              {ending ? t('ending') : t('endVisit')}
            </button>
          </>
        ) : (
          <span role="status" className={styles.offline}>
            {t('offline')}
          </span>
        )}
      </aside>
      {idle.asking ? (
        <IdleDialog secondsLeft={idle.secondsLeft} onStay={idle.stay} onEnd={endVisit} ending={ending} />
      ) : null}
    </>
  );
}
