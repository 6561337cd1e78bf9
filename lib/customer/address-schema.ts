import { z } from 'zod';
import { addressShape, checkZipcode, ZIPCODE_CHECK_PARAMS, type AddressMessages } from '@/lib/address/address-schema';
import type { CustomerAddress } from '@/graphql/account';

/** Translated messages of the address book's form. */
export interface AddressBookMessages extends AddressMessages {
  /** For a second address line over 200 characters. */
  fieldInvalid: string;
}

/**
 * The address book's form (spec §3 Address, §7 addAddress / updateAddress): the checkout's address
 * fields (`lib/address/address-schema.ts`, postal code checked per country) plus an optional second
 * address line. `countryIsoById` maps the store's country ids to ISO codes.
 */
export function createAddressBookSchema(messages: AddressBookMessages, countryIsoById: Record<string, string>) {
  return z
    .object({
      ...addressShape(messages),
      additionalAddressLine1: z.string().trim().max(200, messages.fieldInvalid),
    })
    .superRefine(checkZipcode(messages, countryIsoById), ZIPCODE_CHECK_PARAMS);
}

export type AddressBookValues = z.infer<ReturnType<typeof createAddressBookSchema>>;

/** The form's values of a saved address. */
export function addressValues(address: CustomerAddress): AddressBookValues {
  return {
    salutationId: address.salutationId ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    additionalAddressLine1: address.additionalAddressLine1 ?? '',
    zipcode: address.zipcode,
    city: address.city,
    countryId: address.countryId,
    phoneNumber: address.phoneNumber ?? '',
  };
}

/**
 * The `CustomerAddressInput` of valid form values: exactly the contract's fields, empty optional
 * ones as null. The form does not edit the second additional line: an edited address (`saved`)
 * keeps its own, which the back end would otherwise clear; a new one has none.
 */
export function addressInput(values: AddressBookValues, saved?: Pick<CustomerAddress, 'additionalAddressLine2'>) {
  return {
    salutationId: values.salutationId,
    firstName: values.firstName,
    lastName: values.lastName,
    street: values.street,
    zipcode: values.zipcode,
    city: values.city,
    countryId: values.countryId,
    phoneNumber: values.phoneNumber || null,
    additionalAddressLine1: values.additionalAddressLine1 || null,
    ...(saved ? { additionalAddressLine2: saved.additionalAddressLine2 ?? null } : {}),
  };
}
