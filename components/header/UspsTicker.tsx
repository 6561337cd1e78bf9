'use client';

import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import styles from './TopBar.module.css';

/** Rotation interval of the selling points (spec §4 'Usps list', §9 'Timing': 5000 ms). */
export const USPS_ROTATION_MS = 5000;

/**
 * Rotates the header's selling points on narrow screens (spec §4 'Usps list': the active item
 * changes every 5000 ms): the list (`children`, one `<li>` per selling point) scrolls one line per
 * step through the `--active` custom property; wide screens show every item (CSS). Rotation stops
 * under `prefers-reduced-motion`, while focus is inside (the focused item is brought into view at once,
 * WCAG 2.4.11) and with the pause button (WCAG 2.2.2).
 */
export function UspsTicker({
  count,
  labels,
  children,
}: {
  count: number;
  labels: { pause: string; play: string; list: string };
  children: ReactNode;
}) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (count < 2 || paused || focused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setActive((current) => (current + 1) % count), USPS_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, focused]);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    setFocused(true);
    // The browser scrolled the one-line window to the focused item; the items move by `--active`
    // instead, so undo that scroll or the item would be moved out of view twice.
    event.currentTarget.scrollTop = 0;
    const item = (event.target as HTMLElement).closest('li');
    const index = item ? Array.from(event.currentTarget.children).indexOf(item) : -1;
    if (index >= 0) setActive(index);
  };

  return (
    <div className={styles.ticker}>
      <ul
        className={styles.usps}
        aria-label={labels.list}
        style={{ '--active': active } as React.CSSProperties}
        onFocus={onFocus}
        onBlur={() => setFocused(false)}
      >
        {children}
      </ul>
      {count > 1 ? (
        <button
          type="button"
          className={styles.pause}
          aria-pressed={paused}
          aria-label={paused ? labels.play : labels.pause}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
        </button>
      ) : null}
    </div>
  );
}
