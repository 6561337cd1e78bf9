'use client';

import { Link } from '@/components/ui/Link';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import { ResetPassword } from '@/graphql/account';
import { LOGIN_PATH, PASSWORD_RECOVERY_PATH } from '@/lib/account/paths';
import { PASSWORD_MIN_LENGTH } from '@/lib/account/password-length';
import { useAccountMessages } from '@/lib/account/use-account-messages';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { AccountField } from './AccountField';
import { LinkFailure } from './LinkFailure';
import { StatusPanel } from './StatusPanel';
import styles from './AccountForm.module.css';

/**
 * A new password from the recovery mail's link (spec §2 '/account' finish/{hash}, §7
 * resetPassword): the password (at least 8 characters, the rule shown) and its confirmation, errors
 * on blur (spec §5), sent with the hash. Success says so and links to the login (the back end ends
 * every session of the account). A dead link (INVALID_LINK_HASH) replaces the form with the error
 * and a link to request a new one; other errors (too short, mismatch, network) keep the form.
 *
 * @param hash the link's hash, already checked for its shape by the page
 */
export function ResetPasswordForm({ hash }: { hash: string }) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const [resetPassword] = useCommerceMutation(ResetPassword);
  const [linkInvalid, setLinkInvalid] = useState<string | null>(null);
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () => import('@/lib/account/schemas').then((module) => module.createResetPasswordSchema(messages)),
    [messages],
  );
  const resetForm = useCommerceForm({
    schema,
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
    errorId: 'reset-form-error',
    async submit(values) {
      await resetPassword({ variables: { input: { hash, ...values } } });
      return true;
    },
    // A dead link replaces the form: no new password can be saved with it.
    onError(caught, message) {
      if (CommerceError.from(caught).code !== 'INVALID_LINK_HASH') return message;
      setLinkInvalid(message);
      return null;
    },
  });
  const { register, formState } = resetForm.form;
  const { errors, isSubmitting } = formState;
  const saved = resetForm.succeeded;

  const done = saved ? (
    <>
      <h2 className={styles.panelTitle}>{t('finish.resetDoneTitle')}</h2>
      <p>{t('finish.resetDoneText')}</p>
      <p>
        <Link href={LOGIN_PATH}>{t('finish.login')}</Link>
      </p>
    </>
  ) : null;

  if (linkInvalid)
    return (
      <LinkFailure message={linkInvalid} link={{ href: PASSWORD_RECOVERY_PATH, label: t('finish.requestNewLink') }} />
    );

  return (
    <>
      <StatusPanel testId="reset-done">{done}</StatusPanel>
      {saved ? null : (
        <form {...resetForm.formProps} className={forms.form}>
          <p className={styles.note}>{t('requiredNote')}</p>
          <AccountField
            id="reset-newPassword"
            label={t('fields.newPassword')}
            hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            error={errors.newPassword?.message}
            registration={register('newPassword')}
          />
          <AccountField
            id="reset-newPasswordConfirm"
            label={t('fields.newPasswordConfirm')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPasswordConfirm?.message}
            registration={register('newPasswordConfirm')}
          />
          <FormError {...resetForm.errorProps} />
          <button type="submit" className={cx(buttons.button, buttons.primary, buttons.wide)} disabled={isSubmitting}>
            {t('finish.resetSubmit')}
          </button>
        </form>
      )}
    </>
  );
}
