'use client';

import { useFormContext } from 'react-hook-form';
import forms from '@/components/ui/Form.module.css';
import { useFieldProps } from './use-field-props';

/** The values {@link AddressFields} edits (spec §3 Address); a form's own values may have more. */
export interface AddressFieldValues {
  salutationId: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1?: string;
  zipcode: string;
  city: string;
  countryId: string;
  phoneNumber: string;
}

/** Translated labels of the address fields; `additionalAddressLine1` only where the form has that field. */
export interface AddressFieldLabels {
  salutation: string;
  mr: string;
  mrs: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1?: string;
  zipcode: string;
  city: string;
  country: string;
  phone: string;
}

interface Props {
  /** Prefix of the inputs' ids (`details` → `details-street`). */
  idPrefix: string;
  labels: AddressFieldLabels;
  countries: { id: string; name: string }[];
  salutations: { id: string; key: string }[];
}

/**
 * The postal address fields of the checkout's guest details and the customer's address book
 * (spec §3 Address): salutation radios, names, street, optional second line, postal code, city,
 * country and optional phone, with their autocomplete tokens (WCAG 1.3.5). Reads react-hook-form
 * from the surrounding `<FormProvider>`; required fields are marked with `*`.
 */
export function AddressFields({ idPrefix, labels, countries, salutations }: Props) {
  const { register } = useFormContext<AddressFieldValues>();
  const { fieldProps, errorFor, messageOf } = useFieldProps<AddressFieldValues>(idPrefix);
  return (
    <>
      <fieldset
        className={forms.field}
        role="radiogroup"
        aria-required="true"
        aria-invalid={messageOf('salutationId') ? true : undefined}
        aria-describedby={messageOf('salutationId') ? `${idPrefix}-salutationId-error` : undefined}
      >
        <legend>{labels.salutation} *</legend>
        <div className={forms.radioRow}>
          {salutations.map((salutation) => (
            <label key={salutation.id} className={forms.radio}>
              <input type="radio" value={salutation.id} required {...register('salutationId')} />
              {salutation.key === 'mr' ? labels.mr : labels.mrs}
            </label>
          ))}
        </div>
        {errorFor('salutationId')}
      </fieldset>
      <div className={forms.fieldRow}>
        <div className={forms.field}>
          <label htmlFor={`${idPrefix}-firstName`}>{labels.firstName} *</label>
          <input autoComplete="given-name" required {...fieldProps('firstName')} />
          {errorFor('firstName')}
        </div>
        <div className={forms.field}>
          <label htmlFor={`${idPrefix}-lastName`}>{labels.lastName} *</label>
          <input autoComplete="family-name" required {...fieldProps('lastName')} />
          {errorFor('lastName')}
        </div>
      </div>
      <div className={forms.field}>
        <label htmlFor={`${idPrefix}-street`}>{labels.street} *</label>
        <input
          autoComplete={labels.additionalAddressLine1 ? 'address-line1' : 'street-address'}
          required
          {...fieldProps('street')}
        />
        {errorFor('street')}
      </div>
      {labels.additionalAddressLine1 && (
        <div className={forms.field}>
          <label htmlFor={`${idPrefix}-additionalAddressLine1`}>{labels.additionalAddressLine1}</label>
          <input autoComplete="address-line2" {...fieldProps('additionalAddressLine1')} />
          {errorFor('additionalAddressLine1')}
        </div>
      )}
      <div className={forms.fieldRow}>
        <div className={forms.field}>
          <label htmlFor={`${idPrefix}-zipcode`}>{labels.zipcode} *</label>
          <input autoComplete="postal-code" required {...fieldProps('zipcode')} />
          {errorFor('zipcode')}
        </div>
        <div className={forms.field}>
          <label htmlFor={`${idPrefix}-city`}>{labels.city} *</label>
          <input autoComplete="address-level2" required {...fieldProps('city')} />
          {errorFor('city')}
        </div>
      </div>
      <div className={forms.field}>
        <label htmlFor={`${idPrefix}-countryId`}>{labels.country} *</label>
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
        <label htmlFor={`${idPrefix}-phoneNumber`}>{labels.phone}</label>
        <input type="tel" autoComplete="tel" {...fieldProps('phoneNumber')} />
        {errorFor('phoneNumber')}
      </div>
    </>
  );
}
