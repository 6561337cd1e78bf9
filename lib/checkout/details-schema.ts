import { z } from 'zod';

/** Postal code formats per country ISO code; other countries need 2–10 letters, digits, spaces. */
const ZIPCODE: Record<string, RegExp> = {
  NL: /^[1-9]\d{3}\s?[A-Za-z]{2}$/,
  BE: /^[1-9]\d{3}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  AT: /^\d{4}$/,
};
/** International or national phone numbers: digits, spaces, dashes, optional leading + (8–20). */
const PHONE = /^\+?[0-9][0-9 ()-]{6,18}[0-9]$/;

/** Translated messages for the guest details form (spec §5 wording for email and phone). */
export interface DetailsMessages {
  emailRequired: string;
  emailInvalid: string;
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
 * The guest checkout details schema (spec §2 'enter details', §5 messages). `countryIsoById` maps
 * the store's country ids to ISO codes for the postal code check. The server validates again.
 */
export function createDetailsSchema(messages: DetailsMessages, countryIsoById: Record<string, string>) {
  const required = (message: string) => z.string().trim().min(1, message).max(100, message);
  return z
    .object({
      email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
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
    })
    .superRefine((value, context) => {
      const pattern = ZIPCODE[countryIsoById[value.countryId] ?? ''];
      if (value.zipcode && pattern && !pattern.test(value.zipcode)) {
        context.addIssue({ code: 'custom', path: ['zipcode'], message: messages.zipcodeInvalid });
      }
    });
}

export type DetailsInput = z.infer<ReturnType<typeof createDetailsSchema>>;
