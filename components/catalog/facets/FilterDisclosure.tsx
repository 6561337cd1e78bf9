'use client';

import { useId, useState } from 'react';
import styles from './FacetPanel.module.css';

/**
 * The filter panel's toggle on narrow screens (WAI-ARIA disclosure: a button with `aria-expanded`
 * controlling the panel); from 64em the panel is a sidebar, always shown, and the button hidden.
 * `label` is the button's text ('Filters'), `count` the number of filters in force (shown after it).
 */
export function FilterDisclosure({
  label,
  count,
  children,
}: {
  label: string;
  count: number;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {count > 0 ? ` (${count})` : null}
      </button>
      <div id={id} className={styles.collapsible} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
