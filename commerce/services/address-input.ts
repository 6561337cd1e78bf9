/**
 * The server-side check of an address (spec §3 Address; §5 'Please enter a valid phone number'),
 * shared by the guest details of checkout and the customer's address book.
 */
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).nullish();

/** An address in one of `countries` (ISO codes of the store): names, street, zipcode, city, phone. */
export function addressSchema(countries: string[]) {
  return z.object({
    salutationId: z.enum(['mr', 'mrs']),
    firstName: text(100),
    lastName: text(100),
    street: text(200),
    zipcode: text(20),
    city: text(100),
    countryId: z
      .string()
      .trim()
      .toUpperCase()
      .refine((country) => countries.includes(country)),
    phoneNumber: z
      .string()
      .trim()
      .max(40)
      .regex(/^\+?[0-9 ()./-]{6,}$/)
      .nullish()
      .or(z.literal('')),
    additionalAddressLine1: optional(200),
    additionalAddressLine2: optional(200),
  });
}
