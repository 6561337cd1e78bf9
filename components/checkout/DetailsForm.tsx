'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@apollo/client/react';
import { UpdateShippingAddress } from '@/graphql/checkout';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { createDetailsSchema, type DetailsInput } from '@/lib/checkout/details-schema';
import { FieldError } from '@/components/ui/FieldError';
import { FormError } from '@/components/ui/FormError';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { startRouteProgress } from '@/components/layout/RouteProgress';

interface Props {
  countries: { id: string; name: string; iso: string }[];
  salutations: { id: string; key: string; displayName: string }[];
  defaults: Partial<DetailsInput>;
}

const FIELDS: FieldPath<DetailsInput>[] = [
  'email',
  'salutationId',
  'firstName',
  'lastName',
  'street',
  'zipcode',
  'city',
  'countryId',
  'phoneNumber',
];

/**
 * Guest details step (spec §2 Checkout 'order without account, enter details'): react-hook-form +
 * zod, errors on blur (spec §5), sent to updateShippingAddress; server-side field errors are shown
 * on their fields. On success goes to the shipment step.
 */
export function DetailsForm({ countries, salutations, defaults }: Props) {
  const t = useTranslations('checkout.details');
  const tv = useTranslations('validation');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [saveAddress] = useMutation(UpdateShippingAddress);
  const schema = useMemo(
    () =>
      createDetailsSchema(
        {
          emailRequired: tv('emailRequired'),
          emailInvalid: tv('emailInvalid'),
          salutationRequired: tv('salutationRequired'),
          firstNameRequired: tv('firstNameRequired'),
          lastNameRequired: tv('lastNameRequired'),
          streetRequired: tv('streetRequired'),
          zipcodeRequired: tv('zipcodeRequired'),
          zipcodeInvalid: tv('zipcodeInvalid'),
          cityRequired: tv('cityRequired'),
          countryRequired: tv('countryRequired'),
          phoneInvalid: tv('phoneInvalid'),
        },
        Object.fromEntries(countries.map((country) => [country.id, country.iso])),
      ),
    [tv, countries],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput>({
    resolver: zodResolver(schema),
    // Errors first show on blur (spec §5); once touched, a field re-validates as the shopper types, so a
    // fixed error disappears before the next click instead of shifting the layout under it.
    mode: 'onTouched',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      street: '',
      zipcode: '',
      city: '',
      countryId: countries[0]?.id ?? '',
      phoneNumber: '',
      ...defaults,
    },
  });

  async function onSubmit(values: DetailsInput) {
    setFormError(null);
    try {
      await saveAddress({ variables: { input: { ...values, phoneNumber: values.phoneNumber || null } } });
      startRouteProgress();
      router.push('/checkout/shipment/');
    } catch (caught) {
      const failure = CommerceError.from(caught);
      if (failure.fields.length > 0) {
        for (const field of failure.fields) {
          if ((FIELDS as string[]).includes(field))
            setError(field as FieldPath<DetailsInput>, { message: tv('fieldInvalid') });
        }
      }
      setFormError(errorMessage(caught));
    }
  }

  const fieldProps = (name: FieldPath<DetailsInput>) => ({
    id: `details-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `details-${name}-error` : undefined,
    ...register(name),
  });
  // Always in the page (empty while valid), so an error shown on blur is announced (WCAG 4.1.3).
  const errorFor = (name: FieldPath<DetailsInput>) => (
    <FieldError id={`details-${name}-error`} message={errors[name]?.message} />
  );

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className={forms.form}
      aria-describedby={formError ? 'details-form-error' : undefined}
    >
      <p>{t('requiredNote')}</p>
      <div className={forms.field}>
        <label htmlFor="details-email">{t('email')} *</label>
        <input type="email" autoComplete="email" required {...fieldProps('email')} />
        {errorFor('email')}
      </div>
      <fieldset
        className={forms.field}
        role="radiogroup"
        aria-required="true"
        aria-invalid={errors.salutationId ? true : undefined}
        aria-describedby={errors.salutationId ? 'details-salutationId-error' : undefined}
      >
        <legend>{t('salutation')} *</legend>
        <div className={forms.radioRow}>
          {salutations.map((salutation) => (
            <label key={salutation.id} className={forms.radio}>
              <input type="radio" value={salutation.id} required {...register('salutationId')} />
              {t(`salutations.${salutation.key === 'mr' ? 'mr' : 'mrs'}`)}
            </label>
          ))}
        </div>
        {errorFor('salutationId')}
      </fieldset>
      <div className={forms.fieldRow}>
        <div className={forms.field}>
          <label htmlFor="details-firstName">{t('firstName')} *</label>
          <input autoComplete="given-name" required {...fieldProps('firstName')} />
          {errorFor('firstName')}
        </div>
        <div className={forms.field}>
          <label htmlFor="details-lastName">{t('lastName')} *</label>
          <input autoComplete="family-name" required {...fieldProps('lastName')} />
          {errorFor('lastName')}
        </div>
      </div>
      <div className={forms.field}>
        <label htmlFor="details-street">{t('street')} *</label>
        <input autoComplete="street-address" required {...fieldProps('street')} />
        {errorFor('street')}
      </div>
      <div className={forms.fieldRow}>
        <div className={forms.field}>
          <label htmlFor="details-zipcode">{t('zipcode')} *</label>
          <input autoComplete="postal-code" required {...fieldProps('zipcode')} />
          {errorFor('zipcode')}
        </div>
        <div className={forms.field}>
          <label htmlFor="details-city">{t('city')} *</label>
          <input autoComplete="address-level2" required {...fieldProps('city')} />
          {errorFor('city')}
        </div>
      </div>
      <div className={forms.field}>
        <label htmlFor="details-countryId">{t('country')} *</label>
        <select autoComplete="country" required {...fieldProps('countryId')}>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        {errorFor('countryId')}
      </div>
      <div className={forms.field}>
        <label htmlFor="details-phoneNumber">{t('phone')}</label>
        <input type="tel" autoComplete="tel" {...fieldProps('phoneNumber')} />
        {errorFor('phoneNumber')}
      </div>
      <FormError id="details-form-error" message={formError} />
      <button type="submit" className={cx(buttons.button, buttons.primary, buttons.wide)} disabled={isSubmitting}>
        {t('continue')}
      </button>
    </form>
  );
}
