'use client';

import { useUiStore } from '@/lib/state/StateProvider';
import styles from './SizeChart.module.css';

/**
 * The size chart trigger (spec §2 'Size chart modal: the trigger shows only if a size table
 * exists'): opens the size chart of product `owner` through the UI store, which closes any other
 * modal. On the page focus comes back to this button; inside the size-selection modal
 * (`returnFocusHere={false}`) it goes back to where that flow started (the add-to-cart button).
 */
export function SizeChartTrigger({
  owner,
  label,
  icon,
  returnFocusHere = true,
}: {
  owner: string;
  label: string;
  /** A decorative icon rendered on the server (no icon code in the client bundle). */
  icon?: React.ReactNode;
  returnFocusHere?: boolean;
}) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="dialog"
      onClick={(event) =>
        openModal({ id: 'sizeChart', owner, returnFocus: returnFocusHere ? event.currentTarget : undefined })
      }
    >
      {icon}
      {label}
    </button>
  );
}
