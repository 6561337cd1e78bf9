'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation } from '@apollo/client/react';
import { clsx as cx } from 'clsx';
import { RegisterCustomer } from '@/graphql/account';
import { LOGIN_PATH } from '@/lib/account/paths';
import { createRegisterSchema, PASSWORD_MIN_LENGTH, type RegisterInput } from '@/lib/account/schemas';
import { useAccountMessages } from '@/lib/account/use-account-messages';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { FieldError } from '@/components/ui/FieldError';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { AccountField } from './AccountField';
import { StatusPanel } from './StatusPanel';
import styles from './AccountForm.module.css';

/** A salutation of the store configuration (spec §3 Store configuration; key mr or mrs). */
export interface SalutationOption {
  id: string;
  key: string;
  displayName: string;
}

const FIELDS: FieldPath<RegisterInput>[] = ['salutationId', 'firstName', 'lastName', 'email', 'password', 'newsletter'];

/**
 * Register (spec §2 '/account' create, §7 registerCustomer): salutation, first and last name, email,
 * password (at least 8 characters, the rule shown), newsletter (optional); errors on blur (spec §5).
 * Registration is double opt-in and the back end answers alike for a new and a known email, so a
 * success always shows the same 'check your mailbox' message, whatever the address: the page never
 * tells whether an account exists. Fields the back end rejects (INVALID_INPUT `fields`) are marked.
 *
 * @param salutations the store's salutations (storeConfig), labelled by key
 */
export function RegisterForm({ salutations }: { salutations: SalutationOption[] }) {
  const t = useTranslations('account');
  const tv = useTranslations('validation');
  const messages = useAccountMessages();
  const errorMessage = useCommerceErrorMessage();
  const [registerCustomer] = useMutation(RegisterCustomer);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => createRegisterSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', newsletter: false },
  });

  async function onSubmit(values: RegisterInput) {
    setFormError(null);
    try {
      await registerCustomer({ variables: { input: values } });
      setSentTo(values.email);
    } catch (caught) {
      // The rejected fields in the form's order; the first one takes the focus.
      const rejected = FIELDS.filter((field) => CommerceError.from(caught).fields.includes(field));
      rejected.forEach((field, index) =>
        setError(field, { message: tv('fieldInvalid') }, { shouldFocus: index === 0 }),
      );
      setFormError(errorMessage(caught));
    }
  }

  const sent = sentTo ? (
    <>
      <h2 className={styles.panelTitle}>{t('register.sentTitle')}</h2>
      <p>{t('register.sentText', { email: sentTo })}</p>
      <p>{t('register.sentSpam')}</p>
    </>
  ) : null;

  return (
    <>
      <StatusPanel testId="register-sent">{sent}</StatusPanel>
      {sentTo ? null : (
        <form
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          className={forms.form}
          aria-describedby={formError ? 'register-form-error' : undefined}
        >
          <p className={styles.note}>{t('requiredNote')}</p>
          <fieldset
            className={forms.field}
            role="radiogroup"
            aria-required="true"
            aria-invalid={errors.salutationId ? true : undefined}
            aria-describedby={errors.salutationId ? 'register-salutationId-error' : undefined}
          >
            <legend>{t('fields.salutation')} *</legend>
            <div className={forms.radioRow}>
              {salutations.map((salutation) => (
                <label key={salutation.id} className={forms.radio}>
                  <input type="radio" value={salutation.id} required {...register('salutationId')} />
                  {t(`salutations.${salutation.key === 'mr' ? 'mr' : 'mrs'}`)}
                </label>
              ))}
            </div>
            <FieldError id="register-salutationId-error" message={errors.salutationId?.message} />
          </fieldset>
          <div className={forms.fieldRow}>
            <AccountField
              id="register-firstName"
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              registration={register('firstName')}
            />
            <AccountField
              id="register-lastName"
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              registration={register('lastName')}
            />
          </div>
          <AccountField
            id="register-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            registration={register('email')}
          />
          <AccountField
            id="register-password"
            label={t('fields.password')}
            hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            error={errors.password?.message}
            registration={register('password')}
          />
          <label className={forms.checkbox}>
            <input type="checkbox" {...register('newsletter')} />
            <span>{t('register.newsletter')}</span>
          </label>
          <FormError id="register-form-error" message={formError} />
          <button type="submit" className={cx(buttons.button, buttons.primary, buttons.wide)} disabled={isSubmitting}>
            {t('register.submit')}
          </button>
          <p>
            {t('register.haveAccount')} <Link href={LOGIN_PATH}>{t('register.login')}</Link>
          </p>
        </form>
      )}
    </>
  );
}
