'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { ChangeEmail } from '@/graphql/account';
import type { EmailChangeValues } from '@/lib/customer/credentials-schema';
import type { FieldMap } from '@/lib/forms/show-commerce-error';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { useFieldProps } from '@/components/forms/use-field-props';
import forms from '@/components/ui/Form.module.css';
import { CustomerFormSection } from './CustomerFormSection';

/** The field each changeEmail error is about. */
const CODE_FIELDS: FieldMap<EmailChangeValues> = {
  EMAIL_MISMATCH: 'emailConfirmation',
  EMAIL_TAKEN: 'email',
  INVALID_PASSWORD: 'password',
};
const INPUT_FIELDS: FieldMap<EmailChangeValues> = {
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
  const router = useRouter();
  const [changeEmail] = useCommerceMutation(ChangeEmail);
  const [currentEmail, setCurrentEmail] = useState(email);
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () =>
      import('@/lib/customer/credentials-schema').then((module) =>
        module.createEmailChangeSchema({
          emailRequired: tv('emailRequired'),
          emailInvalid: tv('emailInvalid'),
          emailMismatch: te('emailMismatch'),
          passwordRequired: tc('passwordRequired'),
        }),
      ),
    [tv, te, tc],
  );
  const emailForm = useCommerceForm({
    schema,
    defaultValues: EMPTY,
    errorId: 'email-form-error',
    fields: { codes: CODE_FIELDS, inputs: INPUT_FIELDS },
    async submit(values, { reset }) {
      const { data } = await changeEmail({ variables: { input: values }, fetchPolicy: 'no-cache' });
      const changed = data?.changeEmail.customer?.email ?? values.email;
      reset(EMPTY);
      setCurrentEmail(changed);
      router.refresh();
      return t('saved', { email: changed });
    },
  });

  return (
    <CustomerFormSection
      name="email"
      heading={t('heading')}
      intro={<p>{t('current', { email: currentEmail })}</p>}
      submitLabel={t('submit')}
      form={emailForm}
    >
      <EmailFields />
    </CustomerFormSection>
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
