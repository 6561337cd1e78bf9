import { z } from 'zod';

/** A staff PIN: 6 to 12 digits (the embedded service's rule). */
export const STAFF_PIN_PATTERN = /^\d{6,12}$/;

/** The staff page's form (`/tabletop/`): start a session for a store, or close or revoke this tablet's. */
export const staffFormSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), location: z.string().trim().min(1).max(100), pin: z.string().trim().max(40) }),
  z.object({ action: z.literal('close'), pin: z.string().trim().max(40) }),
  z.object({ action: z.literal('revoke'), pin: z.string().trim().max(40) }),
]);

export type StaffForm = z.infer<typeof staffFormSchema>;

/**
 * Why a staff action failed, as the page shows it (`tabletop.staff.errors.<code>`): the PIN or store
 * was not accepted (one message for a wrong PIN, another store's PIN and an unknown store), too many
 * failed attempts (with `retry` in minutes), the service did not answer, or the tablet has no session.
 */
export const STAFF_ERRORS = [
  'invalidCredential',
  'tooManyAttempts',
  'unavailable',
  'noSession',
  'invalidInput',
] as const;
export type StaffError = (typeof STAFF_ERRORS)[number];

/** The page's error code for a service answer (status and error word). */
export function staffErrorOf(status: number, error: string): StaffError {
  if (status === 429 || error === 'TOO_MANY_ATTEMPTS') return 'tooManyAttempts';
  if (status === 401 || error === 'INVALID_CREDENTIAL') return 'invalidCredential';
  if (status === 404) return 'noSession';
  if (status === 400) return 'invalidInput';
  return 'unavailable';
}
