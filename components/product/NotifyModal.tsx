'use client';

import Image from 'next/image';
import { zodResolver } from '@hookform/resolvers/zod';
import { forwardRef, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { createNotifySchema, type NotifyInput } from '@/lib/product/notify-schema';
import { ModalHeader } from '@/components/ui/ModalHeader';

/** What the notify modal is about: a product preview with the chosen size. */
export interface NotifyTarget {
  productName: string;
  image: string;
  size: string | null;
  legacySku: string;
  comingSoon: boolean;
}

/**
 * 'Mail me' modal (spec §2 'Mail me modal', §4 'Notify modal', §5 'Notify form'): for sold-out or
 * coming-soon sizes. Shows the product with the chosen size and the form (email required, optional
 * newsletter opt-in, errors on blur); submitting makes no server call but pushes a ComingSoonRequest
 * or StockRequest event, then shows "We've got you" with 'Continue shopping'. The parent opens the
 * native dialog (`showModal`) after closing any other modal.
 */
export const NotifyModal = forwardRef<HTMLDialogElement, { target: NotifyTarget | null }>(function NotifyModal({ target }, ref) {
  const t = useTranslations('notify');
  const tv = useTranslations('validation');
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => createNotifySchema({ emailRequired: tv('emailRequired'), emailInvalid: tv('emailInvalid') }), [tv]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NotifyInput>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', newsletter: false } });

  function close() {
    const dialog = typeof ref === 'object' ? ref?.current : null;
    dialog?.close();
  }

  function onSubmit(values: NotifyInput) {
    if (!target) return;
    pushDataLayer({
      event: target.comingSoon ? 'ComingSoonRequest' : 'StockRequest',
      email: values.email,
      newsletter: values.newsletter,
      productName: target.productName,
      sku: target.legacySku,
    });
    setSent(true);
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="notify-title"
      onClose={() => {
        setSent(false);
        reset();
      }}
    >
      <div className="modal__content">
        <ModalHeader titleId="notify-title" title={sent ? t('sentTitle') : target?.comingSoon ? t('titleComingSoon') : t('titleSoldOut')} closeLabel={t('close')} onClose={close} />
        {target ? (
          <div className="added-popup__product">
            <Image src={target.image} alt="" width={83} height={117} unoptimized />
            <p>
              {target.productName}
              {target.size ? <span> · {t('size', { size: target.size })}</span> : null}
            </p>
          </div>
        ) : null}
        {sent ? (
          <>
            <p role="status">{target?.comingSoon ? t('sentComingSoon') : t('sentSoldOut')}</p>
            <button type="button" className="button button--primary" onClick={close}>
              {t('continueShopping')}
            </button>
          </>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} noValidate className="form">
            <p>{target?.comingSoon ? t('introComingSoon') : t('introSoldOut')}</p>
            <div className="field">
              <label htmlFor="notify-email">{t('email')}</label>
              <input
                id="notify-email"
                type="email"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'notify-email-error' : undefined}
                {...register('email')}
              />
              {errors.email ? (
                <p id="notify-email-error" className="field-error">
                  {errors.email.message}
                </p>
              ) : null}
            </div>
            <label className="checkbox">
              <input type="checkbox" {...register('newsletter')} /> {t('newsletter')}
            </label>
            <button type="submit" className="button button--primary">
              {t('submit')}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
});
