import type { NewsletterMessages } from '@/lib/newsletter/signup';

/** The newsletter form's copy, translated on the server (messages `newsletter.form`): no messages ride to the browser. */
export interface NewsletterFormCopy {
  requiredNote: string;
  salutation: string;
  salutations: { mr: string; mrs: string };
  firstName: string;
  lastName: string;
  email: string;
  submit: string;
  sentTitle: string;
  sentText: string;
  /** Spec §5 'Newsletter form' messages. */
  messages: NewsletterMessages;
}

/** The form's copy from a translator of the `newsletter` namespace (`getTranslations('newsletter')`). */
export function newsletterFormCopy(t: (key: string) => string): NewsletterFormCopy {
  return {
    requiredNote: t('form.requiredNote'),
    salutation: t('form.salutation'),
    salutations: { mr: t('form.salutations.mr'), mrs: t('form.salutations.mrs') },
    firstName: t('form.firstName'),
    lastName: t('form.lastName'),
    email: t('form.email'),
    submit: t('form.submit'),
    sentTitle: t('form.sentTitle'),
    sentText: t('form.sentText'),
    messages: {
      salutationRequired: t('validation.salutationRequired'),
      firstNameRequired: t('validation.firstNameRequired'),
      lastNameRequired: t('validation.lastNameRequired'),
      emailRequired: t('validation.emailRequired'),
      emailInvalid: t('validation.emailInvalid'),
    },
  };
}
