import type { ContactFieldErrorKey, ContactFormValues } from './message-schema';

/**
 * The contact form's state between the browser and its server action (`send-message.ts`): what
 * `useActionState` holds. Pure types and names: safe in client components.
 */

/** The form field that carries the solved bot check (`x-bot-check`'s value) to the server action. */
export const BOT_CHECK_FIELD = 'botCheck';

/**
 * Why a send failed as a whole (`footer.contactOptions.form.errors.*`), or null when only fields
 * were invalid. `botCheckUnavailable` comes from the browser (the check could not run; nothing was sent).
 */
export type ContactFormError = 'rateLimited' | 'botCheckFailed' | 'botCheckUnavailable' | 'sendFailed' | null;

/** The form before a send, after a sent message, or after a failed one with what was posted. */
export type ContactFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | {
      status: 'failed';
      /** The values as posted, so the form shows them again (also after a post without script). */
      values: ContactFormValues;
      error: ContactFormError;
      /** The message key of each invalid field. */
      fieldErrors: Partial<Record<keyof ContactFormValues, ContactFieldErrorKey>>;
    };

/** The state before the first send. */
export const INITIAL_CONTACT_FORM_STATE: ContactFormState = { status: 'idle' };
