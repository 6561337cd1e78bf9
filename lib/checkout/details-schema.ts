import { z } from 'zod';
import { addressShape, checkZipcode, ZIPCODE_CHECK_PARAMS, type AddressMessages } from '@/lib/address/address-schema';

/** Translated messages for the guest details form (spec §5 wording for email and phone). */
export interface DetailsMessages extends AddressMessages {
  emailRequired: string;
  emailInvalid: string;
}

/**
 * The guest checkout details schema (spec §2 'enter details', §5 messages): the email and the
 * shared address fields (`lib/address/address-schema.ts`). `countryIsoById` maps the store's
 * country ids to ISO codes for the postal code check. The server validates again.
 */
export function createDetailsSchema(messages: DetailsMessages, countryIsoById: Record<string, string>) {
  return z
    .object({
      email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
      ...addressShape(messages),
    })
    .superRefine(checkZipcode(messages, countryIsoById), ZIPCODE_CHECK_PARAMS);
}

export type DetailsInput = z.infer<ReturnType<typeof createDetailsSchema>>;
