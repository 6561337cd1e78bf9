'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@apollo/client/react';
import { ChangeEmail } from '@/graphql/account';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { createEmailChangeSchema, type EmailChangeValues } from '@/lib/customer/credentials-schema';
import { showCommerceError } from '@/lib/customer/form-errors';
import { useFieldProps } from '@/components/forms/use-field-props';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { FormOutcome, type Outcome } from './FormOutcome';
import styles from './CustomerSection.module.css';

/** The field each changeEmail error is about. */
const CODE_FIELDS: Partial<Record<string, FieldPath<EmailChangeValues>>> = {
  EMAIL_MISMATCH: 'emailConfirmation',
  EMAIL_TAKEN: 'email',
  INVALID_PASSWORD: 'password',
};
const INPUT_FIELDS: Partial<Record<string, FieldPath<EmailChangeValues>>> = {
  email: 'email',
  emailConfirmation: 'emailConfirmation',
  password: 'password',
};
const EMPTY: EmailChangeValues = { email: '', emailConfirmation: '', password: '' };

/**
 * 'Change email address' of /customer/edit/ (spec §7 changeEmail): the new address twice and the
 * current password; errors on blur (§5). EMAIL_MISMATCH, EMAIL_TAKEN ('Account with emailaddress
 * already exists', §5) and INVALID_PASSWORD are shown on their field, which takes focus. The call
 * bypasses the Apollo cache, so the password is kept nowhere; on success the form is emptied, the
 * new address announced and the page's server parts refreshed.
 */
export function EmailForm({ email }: { email: string }) {
  const t = useTranslations('customer.email');
  const tc = useTranslations('customer.validation');
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const [changeEmail] = useMutation(ChangeEmail);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [currentEmail, setCurrentEmail] = useState(email);
  const schema = useMemo(
    () =>
      createEmailChangeSchema({
        emailRequired: tv('emailRequired'),
        emailInvalid: tv('emailInvalid'),
        emailMismatch: te('emailMismatch'),
        passwordRequired: tc('passwordRequired'),
      }),
    [tv, te, tc],
  );
  const form = useForm<EmailChangeValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  async function onSubmit(values: EmailChangeValues) {
    setOutcome(null);
    try {
      const { data } = await changeEmail({ variables: { input: values }, fetchPolicy: 'no-cache' });
      const changed = data?.changeEmail.customer?.email ?? values.email;
      reset(EMPTY);
      setCurrentEmail(changed);
      setOutcome({ kind: 'success', message: t('saved', { email: changed }) });
      router.refresh();
    } catch (caught) {
      const message = showCommerceError(caught, {
        setError,
        codeFields: CODE_FIELDS,
        inputFields: INPUT_FIELDS,
        message: errorMessage(caught),
        fieldInvalid: tv('fieldInvalid'),
      });
      if (message) setOutcome({ kind: 'error', message });
    }
  }

  return (
    <FormProvider {...form}>
      <section className={styles.section}>
        <h2 id="email-heading">{t('heading')}</h2>
        <p>{t('current', { email: currentEmail })}</p>
        <form
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          className={forms.form}
          aria-labelledby="email-heading"
          aria-describedby={outcome?.kind === 'error' ? 'email-form-error' : undefined}
        >
          <EmailFields />
          <FormOutcome outcome={outcome} errorId="email-form-error" />
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

/** New email, its repetition and the current password. */
function EmailFields() {
  const t = useTranslations('customer.email');
  const { fieldProps, errorFor } = useFieldProps<EmailChangeValues>('email');
  return (
    <>
      <div className={forms.field}>
        <label htmlFor="email-email">{t('email')} *</label>
        <input type="email" autoComplete="email" required {...fieldProps('email')} />
        {errorFor('email')}
      </div>
      <div className={forms.field}>
        <label htmlFor="email-emailConfirmation">{t('emailConfirmation')} *</label>
        <input type="email" autoComplete="email" required {...fieldProps('emailConfirmation')} />
        {errorFor('emailConfirmation')}
      </div>
      <div className={forms.field}>
        <label htmlFor="email-password">{t('password')} *</label>
        <input type="password" autoComplete="current-password" required {...fieldProps('password')} />
        {errorFor('password')}
      </div>
    </>
  );
}
