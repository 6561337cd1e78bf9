'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import type { Toast } from '@/lib/state/ui-store';
import { useUiStore } from '@/lib/state/StateProvider';
import styles from './Toasts.module.css';

/** How long a success toast stays, in ms; error toasts stay until dismissed (WCAG 2.2.1). */
export const SUCCESS_TOAST_MS = 6000;

/**
 * Cart notifications (spec §5 'Cart notifications', §8; width at most 600 px, §9). Two live regions
 * that are always in the page, so screen readers announce what is added to them (WCAG 4.1.3):
 * success politely, errors assertively. Each toast can be dismissed.
 */
export function Toasts() {
  const toasts = useUiStore((state) => state.toasts);
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts
          .filter((toast) => toast.kind === 'success')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('toasts');
  const dismiss = useUiStore((state) => state.dismissToast);
  useEffect(() => {
    if (toast.kind !== 'success') return;
    const timer = window.setTimeout(() => dismiss(toast.id), SUCCESS_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`} data-testid="toast">
      <p>{toast.message}</p>
      <button type="button" className={styles.dismiss} onClick={() => dismiss(toast.id)} aria-label={t('dismiss')}>
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
