/**
 * The contact form's message to customer service (the storefront's contact options; spec §1
 * 'Customer service is by phone, chat and email'): checked here whatever the storefront checked,
 * then mailed as plain text to the store's customer service desk with Reply-To set to the shopper.
 */
import { z } from 'zod';
import { CUSTOMER_SERVICE_EMAIL } from '../config/customer-service';
import { contactMessageMail, type ContactMessage } from '../mail/contact-message';
import { emailSchema, parseInput } from './account-input';
import type { ServiceContext } from './common';
import { queueMail } from './mail';
import { deliverOutbox } from './mailer';

/** Longest message in characters (the storefront's form says the same: lib/contact/message-schema.ts). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

// Control characters other than line breaks and tabs have no place in a message; none at all in a
// one-line field, so no value can start a new header line or hide text.
const ONE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^[^\p{Cc}]*(?:[\r\n\t][^\p{Cc}]*)*$/u;

const contactSchema = z.object({
  name: z.string().trim().min(1).max(100).regex(ONE_LINE),
  email: emailSchema,
  orderNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\p{L}\p{N}.-]*$/u)
    .nullish()
    .transform((value) => value || null),
  message: z
    .string()
    .trim()
    .min(1)
    .max(CONTACT_MESSAGE_MAX_LENGTH)
    .regex(MULTI_LINE)
    .transform((value) => value.replace(/\r\n?/g, '\n')),
});

/**
 * Mails a contact message to the customer service desk of `ctx.store`
 * (`CUSTOMER_SERVICE_EMAIL`), plain text only, Reply-To the shopper's email. The mail is queued in
 * the outbox in one transaction and delivered after it; the answer does not wait for SMTP.
 * @returns true once the mail is queued
 * @throws GraphQLError INVALID_INPUT with `fields` (name, email, orderNumber, message) for a missing,
 *   too long or malformed value; nothing is queued then
 */
export async function sendContactMessage(ctx: ServiceContext, input: unknown): Promise<boolean> {
  const message: ContactMessage = parseInput(contactSchema, input);
  const mail = contactMessageMail(message, ctx.store.lang, ctx.store.key);
  await ctx.db.transaction((tx) =>
    queueMail(tx, CUSTOMER_SERVICE_EMAIL[ctx.store.key], mail, { replyTo: message.email }),
  );
  void deliverOutbox(ctx.db);
  return true;
}
