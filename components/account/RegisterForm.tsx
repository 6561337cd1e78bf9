'use client';

import { Link } from '@/components/ui/Link';
import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import { RegisterCustomer } from '@/graphql/account';
import { LOGIN_PATH } from '@/lib/account/paths';
import { PASSWORD_MIN_LENGTH } from '@/lib/account/password-length';
import type { RegisterInput } from '@/lib/account/schemas';
import { useAccountMessages } from '@/lib/account/use-account-messages';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
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

/** The fields the back end may reject (INVALID_INPUT `fields`), in the form's order: the first takes the focus. */
const FIELDS: FieldPath<RegisterInput>[] = ['salutationId', 'firstName', 'lastName', 'email', 'password', 'newsletter'];
const INPUT_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, field]));

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
  const messages = useAccountMessages();
  const [registerCustomer, { prepareBotCheck }] = useCommerceMutation(RegisterCustomer, { botCheck: 'register' });
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () => import('@/lib/account/schemas').then((module) => module.createRegisterSchema(messages)),
    [messages],
  );
  const registerForm = useCommerceForm({
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', newsletter: false },
    errorId: 'register-form-error',
    fields: { inputs: INPUT_FIELDS },
    async submit(values) {
      await registerCustomer({ variables: { input: values } });
      return values.email;
    },
  });
  const { register, formState } = registerForm.form;
  const { errors, isSubmitting } = formState;
  const sentTo = registerForm.succeeded;

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
        <form {...registerForm.formProps} onFocus={prepareBotCheck} className={forms.form}>
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
          <FormError {...registerForm.errorProps} />
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
