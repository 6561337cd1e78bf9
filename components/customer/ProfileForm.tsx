'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { UpdateCustomer, type Customer } from '@/graphql/account';
import { rememberFirstName } from '@/lib/account/customer-hint-name';
import { createProfileSchema, profileInput, profileValues, type ProfileValues } from '@/lib/customer/profile-schema';
import type { FieldMap } from '@/lib/forms/show-commerce-error';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { useFieldProps } from '@/components/forms/use-field-props';
import forms from '@/components/ui/Form.module.css';
import { BirthdayFields } from './BirthdayFields';
import { CustomerFormSection } from './CustomerFormSection';

/** Contract input fields (UpdateCustomerInput) the back end may reject → the form's fields. */
const INPUT_FIELDS: FieldMap<ProfileValues> = {
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
 * update'); on success the form shows what was saved, the header's greeting takes the saved first name
 * and the page's server parts are refreshed. A failure keeps the input and shows a translated message.
 */
export function ProfileForm({ customer, salutations, locale, currentYear }: Props) {
  const t = useTranslations('customer.profile');
  const tc = useTranslations('customer.validation');
  const tv = useTranslations('validation');
  const router = useRouter();
  const [updateCustomer] = useCommerceMutation(UpdateCustomer);
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
  const profileForm = useCommerceForm({
    schema,
    defaultValues: profileValues(customer),
    errorId: 'profile-form-error',
    fields: { inputs: INPUT_FIELDS },
    async submit(values, { reset }) {
      const { data } = await updateCustomer({ variables: { input: profileInput(values, current) } });
      const saved = data?.updateCustomer.customer;
      if (saved) {
        setCurrent({ firstName: saved.firstName, lastName: saved.lastName });
        reset(profileValues(saved));
        rememberFirstName(saved.firstName);
      }
      router.refresh();
      return t('saved');
    },
  });

  return (
    <CustomerFormSection name="profile" heading={t('heading')} submitLabel={t('submit')} form={profileForm}>
      <SalutationField salutations={salutations} />
      <NameFields />
      <BirthdayFields locale={locale} currentYear={currentYear} />
      <label className={forms.checkbox}>
        <input type="checkbox" {...profileForm.form.register('newsletter')} />
        {t('newsletter')}
      </label>
    </CustomerFormSection>
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
