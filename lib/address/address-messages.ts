import type { AddressMessages } from './address-schema';

/**
 * The address fields' translated messages (spec §5) from the `validation` namespace's translator
 * (`useTranslations('validation')`), for the checkout's details form and the address book alike.
 */
export function addressMessages(tv: (key: keyof AddressMessages) => string): AddressMessages {
  return {
    salutationRequired: tv('salutationRequired'),
    firstNameRequired: tv('firstNameRequired'),
    lastNameRequired: tv('lastNameRequired'),
    streetRequired: tv('streetRequired'),
    zipcodeRequired: tv('zipcodeRequired'),
    zipcodeInvalid: tv('zipcodeInvalid'),
    cityRequired: tv('cityRequired'),
    countryRequired: tv('countryRequired'),
    phoneInvalid: tv('phoneInvalid'),
  };
}

/** The store's countries' ISO codes by country id, for the postal code check (`checkZipcode`). */
export function countryIsoById(countries: { id: string; iso: string }[]): Record<string, string> {
  return Object.fromEntries(countries.map((country) => [country.id, country.iso]));
}
