'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { ChangePassword, Login } from '@/graphql/account';
import type { PasswordChangeValues } from '@/lib/customer/credentials-schema';
import type { FieldMap } from '@/lib/forms/show-commerce-error';
import { FormFailure, useCommerceForm } from '@/lib/forms/use-commerce-form';
import { useFieldProps } from '@/components/forms/use-field-props';
import forms from '@/components/ui/Form.module.css';
import { CustomerFormSection } from './CustomerFormSection';
import styles from './CustomerSection.module.css';

/** The field each changePassword error is about. */
const CODE_FIELDS: FieldMap<PasswordChangeValues> = {
  INVALID_PASSWORD: 'password',
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
  PASSWORD_MISMATCH: 'newPasswordConfirm',
};
const INPUT_FIELDS: FieldMap<PasswordChangeValues> = {
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
  const te = useTranslations('errors');
  const [changePassword] = useCommerceMutation(ChangePassword);
  const [login, { prepareBotCheck }] = useCommerceMutation(Login, { botCheck: 'login' });
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () =>
      import('@/lib/customer/credentials-schema').then((module) =>
        module.createPasswordChangeSchema({
          passwordRequired: tc('passwordRequired'),
          passwordTooShort: te('passwordTooShort'),
          passwordTooLong: te('passwordTooLong'),
          passwordMismatch: te('passwordMismatch'),
        }),
      ),
    [tc, te],
  );
  const passwordForm = useCommerceForm({
    schema,
    defaultValues: EMPTY,
    errorId: 'password-form-error',
    fields: { codes: CODE_FIELDS, inputs: INPUT_FIELDS },
    async submit(values, { reset }) {
      // The login after the change needs a bot check: solved while the change runs.
      prepareBotCheck();
      await changePassword({ variables: { input: values }, fetchPolicy: 'no-cache' });
      reset(EMPTY);
      try {
        await login({ variables: { username: email, password: values.newPassword }, fetchPolicy: 'no-cache' });
      } catch {
        // The password is changed: the login's error is not about the form's fields.
        throw new FormFailure(t('loginFailed'));
      }
      return t('saved');
    },
  });

  return (
    <CustomerFormSection name="password" heading={t('heading')} submitLabel={t('submit')} form={passwordForm}>
      {/* Tells password managers whose password this is (hidden; not sent). */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordFields />
    </CustomerFormSection>
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
