'use server';

import { headers } from 'next/headers';
import { SendContactMessage } from '@/graphql/contact';
import { processApolloClient } from '@/lib/apollo/server-client';
import { BOT_CHECK_FIELD } from '@/lib/contact/form-state';
import type { ContactFormState, ContactFormError } from '@/lib/contact/form-state';
import { CommerceError } from '@/lib/commerce/errors';
import { verifyBotCheck } from '@/lib/bot-check/server';
import { clientIp } from '@/lib/rate-limit/client-ip';
import { consumeRateLimits } from '@/lib/rate-limit/limiter';
import { STORE_CODES, type StoreCode } from '@/lib/stores';
import {
  CONTACT_FIELD_ERROR_KEYS,
  CONTACT_FIELDS,
  createContactSchema,
  type ContactFieldErrorKey,
  type ContactFormValues,
} from './message-schema';

const serverSchema = createContactSchema(CONTACT_FIELD_ERROR_KEYS);

/** The posted form's fields as strings (a missing field is empty; a file is not a value). */
function valuesOf(formData: FormData): ContactFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), orderNumber: text('orderNumber'), message: text('message') };
}

function failed(values: ContactFormValues, error: ContactFormError, fieldErrors = {}): ContactFormState {
  return { status: 'failed', values, error, fieldErrors };
}

/**
 * The contact form's server action (the contact options' form; spec §1 customer service by e-mail),
 * for `useActionState` and a plain form post alike: validates the posted fields again
 * (`createContactSchema`, answered as message keys the form translates), counts the client's
 * `contact` rate limit (docs/decisions/0010-rate-limits-at-the-bff.md), judges the bot check
 * solved in the browser for action `contact` (field {@link BOT_CHECK_FIELD};
 * docs/decisions/0030-bot-check.md), then sends `sendContactMessage` to commerce for the request's
 * storefront (`x-store-key`, set by proxy.ts). Never throws: every failure comes back as
 * `status: 'failed'` with the posted values, so the form keeps what the shopper typed.
 *
 * @returns `{ status: 'sent' }`, or `failed` with `fieldErrors` (invalid fields) or `error`
 *   (`rateLimited`, `botCheckFailed`, `sendFailed`)
 */
export async function sendContactMessage(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const values = valuesOf(formData);
  const parsed = serverSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<keyof ContactFormValues, ContactFieldErrorKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ContactFormValues;
      fieldErrors[field] ??= issue.message as ContactFieldErrorKey;
    }
    return failed(values, null, fieldErrors);
  }
  const requestHeaders = await headers();
  const store = requestHeaders.get('x-store-key');
  if (!store || !(STORE_CODES as readonly string[]).includes(store)) return failed(values, 'sendFailed');
  const ip = clientIp(requestHeaders.get('x-forwarded-for'));
  if ((await consumeRateLimits(['contact'], ip)) !== null) return failed(values, 'rateLimited');
  const token = formData.get(BOT_CHECK_FIELD);
  const verdict = await verifyBotCheck(typeof token === 'string' && token ? token : null, 'contact', ip);
  if (!verdict.ok) {
    console.warn(`[contact] bot check failed: ${verdict.reason}`);
    return failed(values, 'botCheckFailed');
  }
  const { orderNumber, ...rest } = parsed.data;
  try {
    const result = await processApolloClient('default').mutate({
      mutation: SendContactMessage,
      variables: { input: { ...rest, orderNumber: orderNumber || null } },
      context: { store: store as StoreCode },
    });
    if (result.data?.sendContactMessage.success === true) return { status: 'sent' };
  } catch (caught) {
    const failure = CommerceError.from(caught);
    // The rules above are the back end's own; a field it still refuses is shown on that field.
    const fieldErrors = Object.fromEntries(
      CONTACT_FIELDS.filter((field) => failure.fields.includes(field)).map((field) => [field, invalidKey(field)]),
    );
    console.error(`[contact] message not sent: ${failure.code}`);
    return failed(values, 'sendFailed', fieldErrors);
  }
  return failed(values, 'sendFailed');
}

function invalidKey(field: keyof ContactFormValues): ContactFieldErrorKey {
  return (
    {
      name: 'nameInvalid',
      email: 'emailInvalid',
      orderNumber: 'orderNumberInvalid',
      message: 'messageTooLong',
    } as const
  )[field];
}
