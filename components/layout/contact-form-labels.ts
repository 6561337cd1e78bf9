import { getTranslations } from 'next-intl/server';
import type { ContactFormError } from '@/lib/contact/form-state';
import { CONTACT_MESSAGE_MAX_LENGTH, type ContactFieldErrorKey } from '@/lib/contact/message-schema';

/** The contact form's texts, translated on the server and handed to the island as props. */
export interface ContactFormLabels {
  heading: string;
  name: string;
  email: string;
  orderNumber: string;
  message: string;
  /** Below the message: its length limit. */
  messageHint: string;
  submit: string;
  sending: string;
  /** The confirmation once the message is sent. */
  sent: string;
  /** A field's or the whole form's error, by key. */
  errors: Record<ContactFieldErrorKey | NonNullable<ContactFormError>, string>;
}

/**
 * The contact form's texts in the request's language (`footer.contactOptions.form`; the security
 * check and rate limit messages are the shop's shared `errors.*`).
 */
export async function contactFormLabels(): Promise<ContactFormLabels> {
  const [t, tErrors] = await Promise.all([getTranslations('footer.contactOptions.form'), getTranslations('errors')]);
  return {
    heading: t('heading'),
    name: t('name'),
    email: t('email'),
    orderNumber: t('orderNumber'),
    message: t('message'),
    messageHint: t('messageHint', { max: CONTACT_MESSAGE_MAX_LENGTH }),
    submit: t('submit'),
    sending: t('sending'),
    sent: t('sent'),
    errors: {
      nameRequired: t('errors.nameRequired'),
      nameInvalid: t('errors.nameInvalid'),
      emailRequired: t('errors.emailRequired'),
      emailInvalid: t('errors.emailInvalid'),
      orderNumberInvalid: t('errors.orderNumberInvalid'),
      messageRequired: t('errors.messageRequired'),
      messageTooLong: t('errors.messageTooLong', { max: CONTACT_MESSAGE_MAX_LENGTH }),
      sendFailed: t('errors.sendFailed'),
      rateLimited: tErrors('rateLimited'),
      botCheckFailed: tErrors('botCheckFailed'),
      botCheckUnavailable: tErrors('botCheckUnavailable'),
    },
  };
}
