'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { clsx as cx } from 'clsx';
import { formatDate, formatPrice } from '@/lib/format';
import { FieldError } from '@/components/ui/FieldError';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { VOUCHER_CODE, type UsableVoucher, type VoucherPanelProps } from './voucher-types';
import styles from './VoucherPanel.module.css';

/**
 * The member's part of the cart's voucher panel (see `VoucherPanel`): the vouchers already in the
 * cart (each with a 'Remove' button), the usable vouchers not yet used (one press redeems one), and
 * a field for a printed voucher code, validated as 6 to 20 digits before the call. A refused voucher
 * (VOUCHER_NOT_AVAILABLE…) shows the translated reason; the cart stays as it was. Its own chunk: the
 * form's libraries (react-hook-form, zod) load only for a logged-in member.
 */
export function MemberVoucherPanel({
  vouchers,
  promotions,
  locale,
  busy,
  onRedeem,
  onRemove,
}: VoucherPanelProps & { vouchers: UsableVoucher[] }) {
  const t = useTranslations('cart.voucher');
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        code: z.string().trim().min(1, t('codeRequired')).regex(VOUCHER_CODE, t('codeInvalid')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const redeemed = new Set(promotions.map((line) => line.referencedId));
  const unused = vouchers.filter((voucher) => !redeemed.has(voucher.barcode));
  const until = (iso: string) =>
    formatDate(new Date(`${iso}T12:00:00Z`), locale, { dateStyle: 'long', timeZone: 'UTC' });

  async function attempt(action: () => Promise<void>): Promise<boolean> {
    if (busy) return false;
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return false;
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="voucher-heading">
      <h2 id="voucher-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {promotions.length > 0 ? (
        <ul className={styles.list} data-testid="redeemed-vouchers">
          {promotions.map((line) => (
            <li key={line.id} className={styles.row}>
              <span>
                {t('line', { barcode: line.referencedId })}: {formatPrice(line.price.totalPrice, locale)}
              </span>
              <button
                type="button"
                className={buttons.link}
                aria-label={t('removeLabel', { barcode: line.referencedId })}
                aria-disabled={busy || undefined}
                onClick={() =>
                  void attempt(() => onRemove(line)).then((removed) => {
                    if (removed) setFocus('code');
                  })
                }
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {unused.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('yours')}</h3>
          <ul className={styles.list}>
            {unused.map((voucher) => (
              <li key={voucher.barcode} className={styles.row}>
                <span id={`voucher-${voucher.barcode}`}>
                  {t('option', { value: formatPrice(voucher.waarde, locale), until: until(voucher.geldig_tm) })}
                  {voucher.miniumPurchaseAmount
                    ? ` · ${t('minimum', { amount: formatPrice(voucher.miniumPurchaseAmount, locale) })}`
                    : ''}
                </span>
                <button
                  type="button"
                  className={cx(buttons.button, buttons.secondary)}
                  aria-describedby={`voucher-${voucher.barcode}`}
                  aria-disabled={busy || undefined}
                  onClick={() => void attempt(() => onRedeem(voucher.barcode))}
                >
                  {t('use')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit(async ({ code }) => {
          if (await attempt(() => onRedeem(code.trim()))) reset();
        })}
      >
        <div className={forms.field}>
          <label htmlFor="voucher-code">{t('codeLabel')}</label>
          <input
            id="voucher-code"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? 'voucher-code-error' : undefined}
            {...register('code')}
          />
          <FieldError id="voucher-code-error" message={errors.code?.message} />
        </div>
        <button type="submit" className={cx(buttons.button, buttons.secondary)} disabled={isSubmitting}>
          {t('redeem')}
        </button>
      </form>
      <FormError message={error} />
    </section>
  );
}
