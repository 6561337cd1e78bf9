import { z } from 'zod';

/**
 * The contact form's rules (the contact options' third option beside phone and e-mail; spec §1
 * customer service by e-mail), the same in the browser (react-hook-form) and in the server action,
 * and as strict as the back end's (commerce/services/contact.ts), so a message the form lets through
 * is never refused there.
 */

/** Longest name, in characters. */
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Longest message, in characters (a long e-mail's worth; the desk asks for more by mail). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** Longest order number, in characters. */
export const CONTACT_ORDER_NUMBER_MAX_LENGTH = 40;

/** The keys of the form's messages for an invalid field (`footer.contactOptions.form.errors.*`). */
export type ContactFieldErrorKey =
  | 'nameRequired'
  | 'nameInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'orderNumberInvalid'
  | 'messageRequired'
  | 'messageTooLong';

/** The message for each invalid case: translated in the browser, the keys themselves on the server. */
export type ContactFieldMessages = Record<ContactFieldErrorKey, string>;

/** The keys as messages: the server action answers keys, which the form translates. */
export const CONTACT_FIELD_ERROR_KEYS: ContactFieldMessages = {
  nameRequired: 'nameRequired',
  nameInvalid: 'nameInvalid',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  orderNumberInvalid: 'orderNumberInvalid',
  messageRequired: 'messageRequired',
  messageTooLong: 'messageTooLong',
};

// No control characters in a one-line field; in the message only line breaks and tabs.
const ONE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^[^\p{Cc}]*(?:[\r\n\t][^\p{Cc}]*)*$/u;
const ORDER_NUMBER = /^[\p{L}\p{N}.-]*$/u;

/**
 * The form's schema: name (1–100 characters, one line), email (valid, at most 254), order number
 * (optional: letters, digits, `-` and `.`, at most 40), message (1–2000 characters). Values are
 * trimmed; every value stays a string (an empty order number means none).
 */
export function createContactSchema(m: ContactFieldMessages) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, m.nameRequired)
      .max(CONTACT_NAME_MAX_LENGTH, m.nameInvalid)
      .regex(ONE_LINE, m.nameInvalid),
    email: z.string().trim().min(1, m.emailRequired).max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
    orderNumber: z
      .string()
      .trim()
      .max(CONTACT_ORDER_NUMBER_MAX_LENGTH, m.orderNumberInvalid)
      .regex(ORDER_NUMBER, m.orderNumberInvalid),
    message: z
      .string()
      .trim()
      .min(1, m.messageRequired)
      .max(CONTACT_MESSAGE_MAX_LENGTH, m.messageTooLong)
      .regex(MULTI_LINE, m.messageRequired),
  });
}

/** The form's values (all strings; `orderNumber` empty when none). */
export type ContactFormValues = z.infer<ReturnType<typeof createContactSchema>>;

/** The form's fields, in the order of the page (focus goes to the first invalid one). */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'orderNumber',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];
