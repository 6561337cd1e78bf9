'use client';

import { clsx as cx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import buttons from '@/components/ui/Button.module.css';
import styles from './TabletopController.module.css';

/**
 * 'Are you still there?' (tabletop mode's idle time): a modal dialog (native `<dialog>`, focus moves
 * in and stays; Escape counts as 'still here') with the seconds left before the visit ends.
 */
export function IdleDialog({
  secondsLeft,
  onStay,
  onEnd,
  ending,
}: {
  secondsLeft: number;
  onStay: () => void;
  onEnd: () => void;
  ending: boolean;
}) {
  const t = useTranslations('tabletop');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="tabletop-idle-title"
      aria-describedby="tabletop-idle-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      data-testid="tabletop-idle"
    >
      <h2 id="tabletop-idle-title" className={styles.dialogTitle}>
        {t('idleTitle')}
      </h2>
      <p id="tabletop-idle-text">{t('idleText', { seconds: secondsLeft })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={cx(buttons.button, buttons.primary)} onClick={onStay} autoFocus>
          {t('stillHere')}
        </button>
        <button type="button" className={cx(buttons.button, buttons.secondary)} onClick={onEnd} disabled={ending}>
          {ending ? t('ending') : t('endVisit')}
        </button>
      </div>
    </dialog>
  );
}
