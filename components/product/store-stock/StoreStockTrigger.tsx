'use client';

import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/lib/state/StateProvider';
import { useHydrated } from '@/lib/use-hydrated';
import type { StoreStockDialogProps } from './StoreStockDialog';
import buttons from '@/components/ui/Button.module.css';

/** The dialog, its lists and its GraphQL operations (with Apollo): fetched on the first press only. */
const StoreStockDialog = lazy(() => import('./StoreStockDialog'));

/**
 * 'Check availability in store' on the PDP (spec §7 'Stock for stores'): the page's only store stock
 * code in its first load. Pressing it opens the `storeStock` modal through the UI store and loads
 * {@link StoreStockDialog} (which asks for a size first, then lists the nearest stores); focus comes
 * back here when it closes. Disabled until hydrated, so no press is lost. `icon` is rendered on the
 * server (no icon code here).
 */
export function StoreStockTrigger({
  label,
  icon,
  ...dialog
}: StoreStockDialogProps & { label: string; icon?: React.ReactNode }) {
  const openModal = useUiStore((state) => state.openModal);
  const opened = useUiStore((state) => state.modal?.id === 'storeStock');
  const hydrated = useHydrated();
  // Mounted from the first press on, and kept: the place and the answers stay for the next press.
  const [needed, setNeeded] = useState(false);
  if (opened && !needed) setNeeded(true);
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary} ${buttons.wide}`}
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={(event) => openModal({ id: 'storeStock', owner: dialog.owner, returnFocus: event.currentTarget })}
      >
        {icon}
        {label}
      </button>
      {needed ? (
        <Suspense fallback={null}>
          <StoreStockDialog {...dialog} />
        </Suspense>
      ) : null}
    </>
  );
}
