'use client';

import { useId } from 'react';
import { useUiStore } from '@/lib/state/StateProvider';
import buttons from '@/components/ui/Button.module.css';
import styles from './FacetPanel.module.css';

/**
 * The filter panel's toggle on narrow screens (WAI-ARIA disclosure: a button with `aria-expanded`
 * controlling the panel); from 64em the panel is a sidebar, always shown, and the buttons hidden.
 * The panel stays open while the shopper chooses filter after filter on the same list (the UI
 * store keeps it open for `list`); 'Show N products' at its end closes it and takes the shopper to
 * the results (`resultsId`, focused).
 *
 * @param label the toggle's text ('Filters'); `count` the filters in force (shown after it)
 * @param showResults the closing button's text ('Show 12 products')
 * @param list the list's base URL (`/heren/kleding/jassen/`)
 */
export function FilterDisclosure({
  label,
  count,
  showResults,
  list,
  resultsId,
  children,
}: {
  label: string;
  count: number;
  showResults: string;
  list: string;
  resultsId: string;
  children: React.ReactNode;
}) {
  const open = useUiStore((state) => state.filterPanelFor === list);
  const setFilterPanelFor = useUiStore((state) => state.setFilterPanelFor);
  const id = useId();
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setFilterPanelFor(open ? null : list)}
      >
        {label}
        {count > 0 ? ` (${count})` : null}
      </button>
      <div id={id} className={styles.collapsible} data-open={open || undefined}>
        {children}
        <button
          type="button"
          className={`${buttons.button} ${styles.showResults}`}
          onClick={() => {
            setFilterPanelFor(null);
            const results = document.getElementById(resultsId);
            results?.scrollIntoView({ block: 'start' });
            results?.focus({ preventScroll: true });
          }}
        >
          {showResults}
        </button>
      </div>
    </div>
  );
}
