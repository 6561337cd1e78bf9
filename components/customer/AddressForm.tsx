'use client';

import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, type FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { AddAddress, UpdateAddress, type Customer, type CustomerAddress } from '@/graphql/account';
import {
  addressInput,
  addressValues,
  createAddressBookSchema,
  type AddressBookValues,
} from '@/lib/customer/address-schema';
import { addressMessages, countryIsoById } from '@/lib/address/address-messages';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { AddressFields } from '@/components/forms/AddressFields';
import { FormError } from '@/components/ui/FormError';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import styles from './AddressBook.module.css';

const FIELDS: FieldPath<AddressBookValues>[] = [
  'salutationId',
  'firstName',
  'lastName',
  'street',
  'additionalAddressLine1',
  'zipcode',
  'city',
  'countryId',
  'phoneNumber',
];
const INPUT_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, field]));

/** A saved address: the new one (addAddress), or the edited one with the customer's defaults (updateAddress). */
export type SavedAddress =
  | { kind: 'added'; address: CustomerAddress }
  | {
      kind: 'updated';
      address: CustomerAddress;
      customer: Pick<Customer, 'defaultBillingAddressId' | 'defaultShippingAddressId'> | null;
    };

interface Props {
  /** The address to edit; none for a new one. */
  address?: CustomerAddress;
  /** Values a new address starts with (the customer's salutation and names, the store's country). */
  defaults: Partial<AddressBookValues>;
  countries: { id: string; name: string; iso: string }[];
  salutations: { id: string; key: string }[];
  onSaved: (saved: SavedAddress) => void;
  onCancel: () => void;
}

/**
 * The address book's form, for a new address (spec §7 addAddress) or an existing one
 * (updateAddress): the checkout's address fields (`components/forms/AddressFields.tsx`) plus a
 * second address line; errors on blur (§5: 'Please enter a valid phone number'), focus on the first
 * invalid field; fields the back end rejects (INVALID_ADDRESS) are marked. Its heading takes focus
 * when it opens. A failure keeps the input and shows a translated alert.
 */
export function AddressForm({ address, defaults, countries, salutations, onSaved, onCancel }: Props) {
  const t = useTranslations('customer.address');
  const tv = useTranslations('validation');
  const [addAddress] = useCommerceMutation(AddAddress);
  const [updateAddress] = useCommerceMutation(UpdateAddress);
  const heading = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(
    () =>
      createAddressBookSchema({ ...addressMessages(tv), fieldInvalid: tv('fieldInvalid') }, countryIsoById(countries)),
    [tv, countries],
  );
  const { form, formProps, errorProps } = useCommerceForm({
    schema,
    defaultValues: address
      ? addressValues(address)
      : {
          salutationId: '',
          firstName: '',
          lastName: '',
          street: '',
          additionalAddressLine1: '',
          zipcode: '',
          city: '',
          countryId: countries[0]?.id ?? '',
          phoneNumber: '',
          ...defaults,
        },
    errorId: 'address-form-error',
    fields: { inputs: INPUT_FIELDS },
    async submit(values) {
      if (!address) {
        const { data } = await addAddress({ variables: { input: addressInput(values) } });
        if (data) onSaved({ kind: 'added', address: data.addAddress });
        return;
      }
      const input = addressInput(values, address);
      const { data } = await updateAddress({ variables: { addressId: address.id, input } });
      const country = countries.find((candidate) => candidate.id === input.countryId);
      onSaved({
        kind: 'updated',
        address: { ...address, ...input, country: country ? { id: country.id, name: country.name } : address.country },
        customer: data?.updateAddress.customer ?? null,
      });
    },
  });

  const { isSubmitting } = form.formState;
  useEffect(() => heading.current?.focus(), []);

  return (
    <FormProvider {...form}>
      <section className={styles.formSection}>
        <h2 id="address-form-heading" ref={heading} tabIndex={-1}>
          {address ? t('editHeading') : t('addHeading')}
        </h2>
        <form {...formProps} className={forms.form} aria-labelledby="address-form-heading">
          <p>{t('requiredNote')}</p>
          <AddressFields
            idPrefix="address"
            countries={countries}
            salutations={salutations}
            labels={{
              salutation: t('fields.salutation'),
              mr: t('fields.mr'),
              mrs: t('fields.mrs'),
              firstName: t('fields.firstName'),
              lastName: t('fields.lastName'),
              street: t('fields.street'),
              additionalAddressLine1: t('fields.additionalAddressLine1'),
              zipcode: t('fields.zipcode'),
              city: t('fields.city'),
              country: t('fields.country'),
              phone: t('fields.phone'),
            }}
          />
          <FormError {...errorProps} />
          <div className={styles.formActions}>
            <button type="submit" className={cx(buttons.button, buttons.primary)} disabled={isSubmitting}>
              {t('save')}
            </button>
            <button type="button" className={cx(buttons.button, buttons.secondary)} onClick={onCancel}>
              {t('cancel')}
            </button>
          </div>
        </form>
      </section>
    </FormProvider>
  );
}
