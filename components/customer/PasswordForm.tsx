'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation } from '@apollo/client/react';
import { ChangePassword, Login } from '@/graphql/account';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { createPasswordChangeSchema, type PasswordChangeValues } from '@/lib/customer/credentials-schema';
import { showCommerceError } from '@/lib/customer/form-errors';
import { useFieldProps } from '@/components/forms/use-field-props';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { FormOutcome, type Outcome } from './FormOutcome';
import styles from './CustomerSection.module.css';

/** The field each changePassword error is about. */
const CODE_FIELDS: Partial<Record<string, FieldPath<PasswordChangeValues>>> = {
  INVALID_PASSWORD: 'password',
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
  PASSWORD_MISMATCH: 'newPasswordConfirm',
};
const INPUT_FIELDS: Partial<Record<string, FieldPath<PasswordChangeValues>>> = {
  password: 'password',
  newPassword: 'newPassword',
  newPasswordConfirm: 'newPasswordConfirm',
};
const EMPTY: PasswordChangeValues = { password: '', newPassword: '', newPasswordConfirm: '' };

/**
 * 'Change password' of /customer/edit/ (spec §5 'Password change': the current password, the new
 * one and a confirmation equal to it, then logs in again): `ChangePassword`, then `Login` with
 * `email` and the new password, which gives the session a new token (the back end revoked the
 * customer's other sessions). INVALID_PASSWORD, PASSWORD_TOO_SHORT and PASSWORD_MISMATCH are shown
 * on their field. Both calls bypass the Apollo cache and the form is emptied once the password is
 * changed: no password stays in the page. A failed change keeps the input.
 */
export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations('customer.password');
  const tc = useTranslations('customer.validation');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const errorMessage = useCommerceErrorMessage();
  const [changePassword] = useMutation(ChangePassword);
  const [login] = useMutation(Login);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const schema = useMemo(
    () =>
      createPasswordChangeSchema({
        passwordRequired: tc('passwordRequired'),
        passwordTooShort: te('passwordTooShort'),
        passwordTooLong: te('passwordTooLong'),
        passwordMismatch: te('passwordMismatch'),
      }),
    [tc, te],
  );
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  async function onSubmit(values: PasswordChangeValues) {
    setOutcome(null);
    try {
      await changePassword({ variables: { input: values }, fetchPolicy: 'no-cache' });
    } catch (caught) {
      const message = showCommerceError(caught, {
        setError,
        codeFields: CODE_FIELDS,
        inputFields: INPUT_FIELDS,
        message: errorMessage(caught),
        fieldInvalid: tv('fieldInvalid'),
      });
      if (message) setOutcome({ kind: 'error', message });
      return;
    }
    reset(EMPTY);
    try {
      await login({ variables: { username: email, password: values.newPassword }, fetchPolicy: 'no-cache' });
      setOutcome({ kind: 'success', message: t('saved') });
    } catch {
      setOutcome({ kind: 'error', message: t('loginFailed') });
    }
  }

  return (
    <FormProvider {...form}>
      <section className={styles.section}>
        <h2 id="password-heading">{t('heading')}</h2>
        <form
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          className={forms.form}
          aria-labelledby="password-heading"
          aria-describedby={outcome?.kind === 'error' ? 'password-form-error' : undefined}
        >
          {/* Tells password managers whose password this is (hidden; not sent). */}
          <input type="email" autoComplete="username" value={email} readOnly hidden />
          <PasswordFields />
          <FormOutcome outcome={outcome} errorId="password-form-error" />
          <div>
            <button type="submit" className={cx(buttons.button, buttons.primary)} disabled={isSubmitting}>
              {t('submit')}
            </button>
          </div>
        </form>
      </section>
    </FormProvider>
  );
}

/** Current password, new password (with its length hint) and the new one again. */
function PasswordFields() {
  const t = useTranslations('customer.password');
  const { fieldProps, errorFor } = useFieldProps<PasswordChangeValues>('password');
  return (
    <>
      <div className={forms.field}>
        <label htmlFor="password-password">{t('password')} *</label>
        <input type="password" autoComplete="current-password" required {...fieldProps('password')} />
        {errorFor('password')}
      </div>
      <div className={forms.field}>
        <label htmlFor="password-newPassword">{t('newPassword')} *</label>
        <p id="password-newPassword-hint" className={styles.hint}>
          {t('newPasswordHint')}
        </p>
        <input
          type="password"
          autoComplete="new-password"
          required
          {...fieldProps('newPassword', undefined, 'password-newPassword-hint')}
        />
        {errorFor('newPassword')}
      </div>
      <div className={forms.field}>
        <label htmlFor="password-newPasswordConfirm">{t('newPasswordConfirm')} *</label>
        <input type="password" autoComplete="new-password" required {...fieldProps('newPasswordConfirm')} />
        {errorFor('newPasswordConfirm')}
      </div>
    </>
  );
}
