'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as the shopper being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleCountdown {
  /** 'Are you still there?' is showing. */
  asking: boolean;
  /** Whole seconds left before the visit ends, while asking. */
  secondsLeft: number;
  /** The shopper is still there: the question closes and idle time starts again. */
  stay: () => void;
}

/**
 * The idle time of a shared tablet: after `idleSeconds` without a touch, key or scroll it asks (the
 * caller shows the question) and counts `countdownSeconds` down; at 0 it calls `onExpired` once.
 * Activity while asking does not dismiss the question: only `stay` does, so a shopper walking past
 * who brushes the screen does not keep the previous shopper's visit open. Off while `enabled` is
 * false.
 */
export function useIdleCountdown({
  enabled,
  idleSeconds,
  countdownSeconds,
  onExpired,
  shouldAsk = () => true,
}: {
  enabled: boolean;
  idleSeconds: number;
  countdownSeconds: number;
  onExpired: () => void;
  /** Asked when the idle time is over: false waits another idle time without asking. */
  shouldAsk?: () => boolean;
}): IdleCountdown {
  /** When the visit ends (ms since the epoch) while asking, else null. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const expired = useRef(onExpired);
  const asks = useRef(shouldAsk);
  useEffect(() => {
    expired.current = onExpired;
    asks.current = shouldAsk;
  }, [onExpired, shouldAsk]);

  useEffect(() => {
    if (!enabled || deadline !== null) return;
    let timer: number | undefined;
    const ask = () => {
      if (!asks.current()) {
        timer = window.setTimeout(ask, idleSeconds * 1000);
        return;
      }
      const start = Date.now();
      setNow(start);
      setDeadline(start + countdownSeconds * 1000);
    };
    timer = window.setTimeout(ask, idleSeconds * 1000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(ask, idleSeconds * 1000);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [enabled, deadline, idleSeconds, countdownSeconds]);

  useEffect(() => {
    // Disabled (the visit is ending, or the tablet left tabletop mode): the countdown stops with it.
    if (!enabled || deadline === null) return;
    const tick = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        window.clearInterval(tick);
        expired.current();
      }
    }, 250);
    return () => window.clearInterval(tick);
  }, [enabled, deadline]);

  const stay = useCallback(() => setDeadline(null), []);

  const secondsLeft = deadline === null ? countdownSeconds : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { asking: enabled && deadline !== null, secondsLeft, stay };
}
