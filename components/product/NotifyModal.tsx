'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { createNotifySchema, type NotifyInput } from '@/lib/product/notify-schema';
import type { SizeKind } from '@/lib/product/size-kind';
import { useUiStore } from '@/lib/state/StateProvider';
import { FieldError } from '@/components/ui/FieldError';
import { Modal } from '@/components/ui/Modal';
import { ModalProductPreview } from './ModalProductPreview';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';

/** What the notify modal is about: a product preview with the chosen size. */
export interface NotifyTarget {
  productName: string;
  image: string;
  size: string | null;
  /** What the size measures: French names a shoe's 'pointure'. */
  sizeKind: SizeKind;
  legacySku: string;
  comingSoon: boolean;
}

/**
 * 'Mail me' modal (spec §2 'Mail me modal', §4 'Notify modal', §5 'Notify form'): for sold-out or
 * coming-soon sizes of product `owner`; the opener puts a {@link NotifyTarget} in the UI store
 * (which closes any other modal). Shows the product with the chosen size and the form (email
 * required, optional newsletter opt-in, errors on blur and announced); submitting makes no server
 * call but pushes a ComingSoonRequest or StockRequest event, then shows "We've got you", announced
 * and focused, with 'Continue shopping'.
 */
export function NotifyModal({ owner }: { owner: string }) {
  const t = useTranslations('notify');
  const tv = useTranslations('validation');
  const target = useUiStore((state) =>
    state.modal?.id === 'notify' && state.modal.owner === owner ? (state.modal.payload as NotifyTarget) : null,
  );
  const closeModal = useUiStore((state) => state.closeModal);
  const [shown, setShown] = useState<NotifyTarget | null>(null);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const schema = useMemo(
    () => createNotifySchema({ emailRequired: tv('emailRequired'), emailInvalid: tv('emailInvalid') }),
    [tv],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NotifyInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', newsletter: false },
  });

  // The confirmation takes focus, so it is read out and the next Tab reaches 'Continue shopping'.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  // Keep showing the product while the dialog closes.
  if (target && target !== shown) setShown(target);

  function onSubmit(values: NotifyInput) {
    if (!shown) return;
    pushDataLayer({
      event: shown.comingSoon ? 'ComingSoonRequest' : 'StockRequest',
      email: values.email,
      newsletter: values.newsletter,
      productName: shown.productName,
      sku: shown.legacySku,
    });
    setSent(true);
  }

  const title = sent ? t('sentTitle') : shown?.comingSoon ? t('titleComingSoon') : t('titleSoldOut');
  return (
    <Modal
      id="notify"
      owner={owner}
      titleId={`notify-title-${owner}`}
      title={title}
      closeLabel={t('close')}
      onClosed={() => {
        setSent(false);
        reset();
      }}
    >
      {shown ? (
        <ModalProductPreview
          image={shown.image}
          name={shown.productName}
          sizeLabel={shown.size ? t('size', { kind: shown.sizeKind, size: shown.size }) : null}
        />
      ) : null}
      {sent ? (
        <>
          <p role="status" tabIndex={-1} ref={confirmation}>
            {shown?.comingSoon ? t('sentComingSoon') : t('sentSoldOut')}
          </p>
          <button type="button" className={cx(buttons.button, buttons.primary)} onClick={() => closeModal('notify')}>
            {t('continueShopping')}
          </button>
        </>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className={forms.form}>
          <p>{shown?.comingSoon ? t('introComingSoon') : t('introSoldOut')}</p>
          <div className={forms.field}>
            <label htmlFor={`notify-email-${owner}`}>{t('email')}</label>
            <input
              id={`notify-email-${owner}`}
              type="email"
              autoComplete="email"
              aria-required="true"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `notify-email-error-${owner}` : undefined}
              {...register('email')}
            />
            <FieldError id={`notify-email-error-${owner}`} message={errors.email?.message} />
          </div>
          <label className={forms.checkbox}>
            <input type="checkbox" {...register('newsletter')} /> {t('newsletter')}
          </label>
          <button type="submit" className={cx(buttons.button, buttons.primary)}>
            {t('submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
