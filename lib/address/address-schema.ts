import { z } from 'zod';

/** Postal code formats per country ISO code; other countries need 2–10 letters, digits, spaces. */
const ZIPCODE: Record<string, RegExp> = {
  NL: /^[1-9]\d{3}\s?[A-Za-z]{2}$/,
  BE: /^[1-9]\d{3}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  AT: /^\d{4}$/,
  // Outward code (area, district) and inward code (sector, unit): SW1A 1AA, M1 1AE, B33 8TH.
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}$/,
};
/** International or national phone numbers: digits, spaces, dashes, optional leading + (8–20). */
const PHONE = /^\+?[0-9][0-9 ()-]{6,18}[0-9]$/;

/** Translated messages of the address fields (spec §5 wording for the phone number). */
export interface AddressMessages {
  salutationRequired: string;
  firstNameRequired: string;
  lastNameRequired: string;
  streetRequired: string;
  zipcodeRequired: string;
  zipcodeInvalid: string;
  cityRequired: string;
  countryRequired: string;
  phoneInvalid: string;
}

/**
 * The fields of a postal address (spec §3 Address) as a zod object shape, shared by the checkout's
 * guest details and the customer's address book: salutation, names, street with house number,
 * postal code, city, country id and an optional phone number. Combine with {@link checkZipcode}.
 */
export function addressShape(messages: AddressMessages) {
  const required = (message: string) => z.string().trim().min(1, message).max(100, message);
  return {
    salutationId: z.string({ error: messages.salutationRequired }).min(1, messages.salutationRequired),
    firstName: required(messages.firstNameRequired),
    lastName: required(messages.lastNameRequired),
    street: required(messages.streetRequired),
    zipcode: z.string().trim().min(1, messages.zipcodeRequired),
    city: required(messages.cityRequired),
    countryId: z.string().min(1, messages.countryRequired),
    phoneNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE.test(value), messages.phoneInvalid),
  };
}

/**
 * A `superRefine` check of the postal code against the chosen country's format. `countryIsoById`
 * maps the store's country ids to ISO codes; countries without a known format pass. Pass
 * {@link ZIPCODE_CHECK_PARAMS} with it, so it runs while another field is still missing.
 */
export function checkZipcode(
  messages: Pick<AddressMessages, 'zipcodeInvalid'>,
  countryIsoById: Record<string, string>,
) {
  return (value: { zipcode: string; countryId: string }, context: z.RefinementCtx) => {
    const pattern = ZIPCODE[countryIsoById[value.countryId] ?? ''];
    if (value.zipcode && pattern && !pattern.test(value.zipcode)) {
      context.addIssue({ code: 'custom', path: ['zipcode'], message: messages.zipcodeInvalid });
    }
  };
}

/**
 * `superRefine` params for {@link checkZipcode}: zod skips an object's refinements once a field has
 * an aborting issue (no salutation chosen yet); this one runs whenever postal code and country are
 * text, so a wrong postal code shows on blur like every other field's error (spec §5).
 */
export const ZIPCODE_CHECK_PARAMS = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { zipcode?: unknown; countryId?: unknown } | null;
    return typeof value?.zipcode === 'string' && typeof value.countryId === 'string';
  },
};
