import { z } from 'zod';

/** §7: the webshop's sign-up form sends source `website` (the in-store and loyalty sources are not this form's). */
export const NEWSLETTER_SOURCE = 'website';

/** A salutation of the store configuration (spec §3 'Store configuration'; key `mr` or `mrs`). */
export interface NewsletterSalutation {
  id: string;
  key: string;
}

/** The newsletter form's translated messages (spec §5 'Newsletter form'). */
export interface NewsletterMessages {
  salutationRequired: string;
  firstNameRequired: string;
  lastNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
}

/**
 * The newsletter form (spec §3 'Subscriber form: firstName, lastName, salutationId, email', §5):
 * every field required, names trimmed and at most 100 characters (the back end's limit), a valid
 * email. Messages come translated from the caller.
 */
export function createNewsletterSchema(m: NewsletterMessages) {
  const name = (message: string) => z.string().trim().min(1, message).max(100, message);
  return z.object({
    salutationId: z.string({ error: m.salutationRequired }).min(1, m.salutationRequired),
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email: z.string().trim().min(1, m.emailRequired).pipe(z.email(m.emailInvalid)),
  });
}

export type NewsletterFormValues = z.infer<ReturnType<typeof createNewsletterSchema>>;

/** What the sign-up sends (§7 'The subscribe action sends email, gender, firstname, lastname and source'). */
export interface NewsletterSignup {
  email: string;
  /** §3: the salutation decides the gender: `mr` is a man, anything else a woman. */
  gender: 'mr' | 'mrs';
  firstname: string;
  lastname: string;
  source: typeof NEWSLETTER_SOURCE;
}

/**
 * The sign-up for the form's values: the gender of the chosen salutation (`mr` for the key mr,
 * otherwise `mrs`, spec §3), the names and the email as validated, source `website`.
 */
export function newsletterSignup(values: NewsletterFormValues, salutations: NewsletterSalutation[]): NewsletterSignup {
  const key = salutations.find((salutation) => salutation.id === values.salutationId)?.key;
  return {
    email: values.email,
    gender: key === 'mr' ? 'mr' : 'mrs',
    firstname: values.firstName,
    lastname: values.lastName,
    source: NEWSLETTER_SOURCE,
  };
}
