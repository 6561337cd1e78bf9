'use client';

import { useMemo } from 'react';
import { FormProvider, type FieldPath } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { UpdateShippingAddress } from '@/graphql/checkout';
import { CommerceError } from '@/lib/commerce/errors';
import type { DetailsInput } from '@/lib/checkout/details-schema';
import { addressMessages, countryIsoById } from '@/lib/address/address-messages';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { AddressFields } from '@/components/forms/AddressFields';
import { useFieldProps } from '@/components/forms/use-field-props';
import { FormError } from '@/components/ui/FormError';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { startRouteProgress } from '@/components/layout/RouteProgress';

interface Props {
  countries: { id: string; name: string; iso: string }[];
  salutations: { id: string; key: string; displayName: string }[];
  defaults: Partial<DetailsInput>;
  /** A logged-in customer's details: the email is the account's, shown read-only (change it under /customer/edit/). */
  emailLocked?: boolean;
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
 * on their fields. On success goes to the shipment step. For a logged-in customer (`emailLocked`)
 * the same form adds a new address to the book and ships there; the account's email stays.
 */
export function DetailsForm({ countries, salutations, defaults, emailLocked = false }: Props) {
  const t = useTranslations('checkout.details');
  const tv = useTranslations('validation');
  const router = useRouter();
  const [saveAddress] = useCommerceMutation(UpdateShippingAddress);
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () =>
      import('@/lib/checkout/details-schema').then((module) =>
        module.createDetailsSchema(
          { ...addressMessages(tv), emailRequired: tv('emailRequired'), emailInvalid: tv('emailInvalid') },
          countryIsoById(countries),
        ),
      ),
    [tv, countries],
  );
  const { form, formProps, errorProps } = useCommerceForm({
    schema,
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
    errorId: 'details-form-error',
    async submit(values) {
      await saveAddress({ variables: { input: { ...values, phoneNumber: values.phoneNumber || null } } });
      startRouteProgress();
      router.push('/checkout/shipment/');
    },
    // Marks the fields the back end rejects and leaves the focus where it is (`fields` would move it there).
    onError(caught, message, { setError }) {
      for (const field of CommerceError.from(caught).fields) {
        if ((FIELDS as string[]).includes(field))
          setError(field as FieldPath<DetailsInput>, { message: tv('fieldInvalid') });
      }
      return message;
    },
  });
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form {...formProps} className={forms.form}>
        <p>{t('requiredNote')}</p>
        <EmailField label={t('email')} readOnly={emailLocked} />
        <AddressFields
          idPrefix="details"
          countries={countries}
          salutations={salutations}
          labels={{
            salutation: t('salutation'),
            mr: t('salutations.mr'),
            mrs: t('salutations.mrs'),
            firstName: t('firstName'),
            lastName: t('lastName'),
            street: t('street'),
            zipcode: t('zipcode'),
            city: t('city'),
            country: t('country'),
            phone: t('phone'),
          }}
        />
        <FormError {...errorProps} />
        <button type="submit" className={cx(buttons.button, buttons.primary, buttons.wide)} disabled={isSubmitting}>
          {t('continue')}
        </button>
      </form>
    </FormProvider>
  );
}

/** The guest's email (required; autocomplete `email`); read-only for a logged-in customer. */
function EmailField({ label, readOnly }: { label: string; readOnly: boolean }) {
  const { fieldProps, errorFor } = useFieldProps<DetailsInput>('details');
  return (
    <div className={forms.field}>
      <label htmlFor="details-email">{label} *</label>
      <input type="email" autoComplete="email" required readOnly={readOnly} {...fieldProps('email')} />
      {errorFor('email')}
    </div>
  );
}
