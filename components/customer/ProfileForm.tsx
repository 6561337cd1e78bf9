'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@apollo/client/react';
import { UpdateCustomer, type Customer } from '@/graphql/account';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { showCommerceError } from '@/lib/customer/form-errors';
import { createProfileSchema, profileInput, profileValues, type ProfileValues } from '@/lib/customer/profile-schema';
import { useFieldProps } from '@/components/forms/use-field-props';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { BirthdayFields } from './BirthdayFields';
import { FormOutcome, type Outcome } from './FormOutcome';
import styles from './CustomerSection.module.css';

/** Contract input fields (UpdateCustomerInput) the back end may reject → the form's fields. */
const INPUT_FIELDS: Partial<Record<string, FieldPath<ProfileValues>>> = {
  salutationId: 'salutationId',
  firstName: 'firstName',
  lastName: 'lastName',
  birthday: 'birthDay',
  newsletter: 'newsletter',
};

interface Props {
  customer: Pick<Customer, 'firstName' | 'lastName' | 'birthday' | 'newsletter' | 'salutation'>;
  salutations: { id: string; key: string }[];
  /** BCP 47 locale of the storefront, for the month names. */
  locale: string;
  /** The latest year the birthday's year select offers (the server's year). */
  currentYear: number;
}

/**
 * The profile section of /customer/edit/ (spec §7 updateCustomer, §3 Customer): salutation, first
 * and last name, birthday (day, month, year → `YYYY-MM-DD`, §5) and the newsletter flag; errors on
 * blur (§5), focus on the first invalid field. An empty name keeps the current one (§5 'Customer
 * update'); on success the form shows what was saved and the page's server parts (the header's
 * greeting) are refreshed. A failure keeps the input and shows a translated message.
 */
export function ProfileForm({ customer, salutations, locale, currentYear }: Props) {
  const t = useTranslations('customer.profile');
  const tc = useTranslations('customer.validation');
  const tv = useTranslations('validation');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const [updateCustomer] = useMutation(UpdateCustomer);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [current, setCurrent] = useState({ firstName: customer.firstName, lastName: customer.lastName });
  const schema = useMemo(
    () =>
      createProfileSchema({
        salutationRequired: tv('salutationRequired'),
        nameTooLong: tc('nameTooLong'),
        birthdayIncomplete: tc('birthdayIncomplete'),
        birthdayInvalid: tc('birthdayInvalid'),
        birthdayFuture: tc('birthdayFuture'),
      }),
    [tv, tc],
  );
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: profileValues(customer),
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  async function onSubmit(values: ProfileValues) {
    setOutcome(null);
    try {
      const { data } = await updateCustomer({ variables: { input: profileInput(values, current) } });
      const saved = data?.updateCustomer.customer;
      if (saved) {
        setCurrent({ firstName: saved.firstName, lastName: saved.lastName });
        reset(profileValues(saved));
      }
      setOutcome({ kind: 'success', message: t('saved') });
      router.refresh();
    } catch (caught) {
      const message = showCommerceError(caught, {
        setError,
        codeFields: {},
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
        <h2 id="profile-heading">{t('heading')}</h2>
        <form
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          className={forms.form}
          aria-labelledby="profile-heading"
          aria-describedby={outcome?.kind === 'error' ? 'profile-form-error' : undefined}
        >
          <SalutationField salutations={salutations} />
          <NameFields />
          <BirthdayFields locale={locale} currentYear={currentYear} />
          <label className={forms.checkbox}>
            <input type="checkbox" {...form.register('newsletter')} />
            {t('newsletter')}
          </label>
          <FormOutcome outcome={outcome} errorId="profile-form-error" />
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

/** Salutation radios (mr/mrs, labelled in the page's language). */
function SalutationField({ salutations }: { salutations: { id: string; key: string }[] }) {
  const t = useTranslations('customer.profile');
  const { errorFor, messageOf, register } = useFieldProps<ProfileValues>('profile');
  return (
    <fieldset
      className={forms.field}
      role="radiogroup"
      aria-required="true"
      aria-invalid={messageOf('salutationId') ? true : undefined}
      aria-describedby={messageOf('salutationId') ? 'profile-salutationId-error' : undefined}
    >
      <legend>{t('salutation')} *</legend>
      <div className={forms.radioRow}>
        {salutations.map((salutation) => (
          <label key={salutation.id} className={forms.radio}>
            <input type="radio" value={salutation.id} required {...register('salutationId')} />
            {t(salutation.key === 'mr' ? 'mr' : 'mrs')}
          </label>
        ))}
      </div>
      {errorFor('salutationId')}
    </fieldset>
  );
}

/** First and last name (optional here: an empty one keeps the current name, §5). */
function NameFields() {
  const t = useTranslations('customer.profile');
  const { fieldProps, errorFor } = useFieldProps<ProfileValues>('profile');
  return (
    <div className={forms.fieldRow}>
      <div className={forms.field}>
        <label htmlFor="profile-firstName">{t('firstName')}</label>
        <input autoComplete="given-name" {...fieldProps('firstName')} />
        {errorFor('firstName')}
      </div>
      <div className={forms.field}>
        <label htmlFor="profile-lastName">{t('lastName')}</label>
        <input autoComplete="family-name" {...fieldProps('lastName')} />
        {errorFor('lastName')}
      </div>
    </div>
  );
}
