'use client';

import dynamic from 'next/dynamic';
import { useCallback, useId, useMemo } from 'react';
import { clsx as cx } from 'clsx';
import type { Customer } from '@/graphql/account';
import { useIsLoggedIn } from '@/lib/account/customer-hint';
import { pushEmailOptin } from '@/lib/analytics/data-layer';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { useValuesBeforeHydration } from '@/lib/hydration/values-before-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import {
  createNewsletterSchema,
  NEWSLETTER_SOURCE,
  newsletterSignup,
  type NewsletterFormValues,
  type NewsletterSalutation,
} from '@/lib/newsletter/signup';
import { AccountField } from '@/components/account/AccountField';
import { StatusPanel } from '@/components/account/StatusPanel';
import { FieldError } from '@/components/ui/FieldError';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import type { NewsletterFormCopy } from './form-copy';
import styles from './NewsletterForm.module.css';

/** The form's fields, by their names in the HTML. */
const NEWSLETTER_FIELDS = [
  'salutationId',
  'firstName',
  'lastName',
  'email',
] as const satisfies readonly (keyof NewsletterFormValues)[];

/**
 * The logged-in visitor's customer, through Apollo: loaded only for a logged-in visitor, so a guest
 * downloads no Apollo for the block (docs/decisions/0018-lazy-apollo-loading.md).
 */
const NewsletterCustomer = dynamic(() => import('./NewsletterCustomer').then((module) => module.NewsletterCustomer), {
  ssr: false,
});

/**
 * The newsletter sign-up form (spec §4 'Newsletter form', §5 'Newsletter form', §7 'Newsletter'):
 * salutation (the store's, mr or mrs; the first chosen by default), first name, last name and email,
 * errors on blur with the spec's messages. States: idle; loading while the sign-up is sent (the
 * button disabled and `aria-busy`); submitted, the form replaced by a success message that takes the
 * focus and is announced (role status). Sends `ttAddNewsletterMember` (email, gender, firstname,
 * lastname, source `website`) through the BFF with Apollo loaded on demand, then pushes `EmailOptin`
 * (source and language, never the address). A failure ends the loading and keeps the form; it is
 * only logged (spec §8 'Newsletter subscribe failure'), except a rate limit (429), whose translated
 * message says why nothing happened. For a logged-in visitor (hint cookie, read after hydration:
 * the page is cached and shared) the fields the shopper has not touched are prefilled from the
 * customer (getCustomer). The submit button stays disabled until the form is hydrated, so the
 * server HTML never posts the address as a plain GET query; what the shopper typed or chose in the
 * server HTML before then stays (`useValuesBeforeHydration`), as if entered in the hydrated form.
 *
 * @param salutations the store's salutations (storeConfig), at least one
 * @param language the storefront's message language, for `EmailOptin`
 */
export function NewsletterForm({
  copy,
  salutations,
  language,
}: {
  copy: NewsletterFormCopy;
  salutations: NewsletterSalutation[];
  language: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const schema = useMemo(() => createNewsletterSchema(copy.messages), [copy.messages]);
  const defaultSalutationId = salutations[0]?.id ?? '';
  // Solving the bot check ahead, when the shopper starts filling the form in, keeps the submit from waiting for it.
  const prepareNewsletterCheck = useCallback(
    () => void import('@/lib/bot-check/client').then((module) => module.prepareBotCheck('newsletter')),
    [],
  );
  const newsletterForm = useCommerceForm({
    schema,
    defaultValues: { salutationId: defaultSalutationId, firstName: '', lastName: '', email: '' },
    errorId: `${id}-form-error`,
    async submit(values) {
      const { subscribeToNewsletter } = await import('@/lib/newsletter/subscribe');
      await subscribeToNewsletter(newsletterSignup(values, salutations));
      pushEmailOptin({ source: NEWSLETTER_SOURCE, language });
      return true;
    },
    onError(caught, message) {
      console.error('Newsletter sign-up failed', caught);
      // Only a rate limit is shown: waiting is what helps (spec §8 logs the other failures; a failed bot
      // check is shown by useCommerceForm).
      return CommerceError.from(caught).code === 'RATE_LIMITED' ? message : null;
    },
  });
  const { register, reset, setValue, getValues, formState } = newsletterForm.form;
  const formId = `${id}-form`;
  // The form library writes its defaults into the fields it registers on hydration: the salutation
  // chosen in the server HTML would be unchecked again.
  useValuesBeforeHydration(formId, (values) => {
    for (const name of NEWSLETTER_FIELDS) {
      const value = values[name];
      if (value !== undefined && value !== getValues(name)) setValue(name, value, { shouldDirty: true });
    }
  });
  const { errors, isSubmitting } = formState;
  const submitted = newsletterForm.succeeded;

  const prefill = useCallback(
    (customer: Customer) => {
      const salutationId = salutations.some((salutation) => salutation.id === customer.salutation?.id)
        ? customer.salutation!.id
        : defaultSalutationId;
      const values = {
        salutationId,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
      };
      // What the shopper already typed or chose stays.
      reset(values, { keepDirtyValues: true });
    },
    [reset, salutations, defaultSalutationId],
  );

  const field = (name: keyof NewsletterFormValues) => `${id}-${name}`;
  const success = submitted ? (
    <>
      <h3 className={styles.sentTitle}>{copy.sentTitle}</h3>
      <p>{copy.sentText}</p>
    </>
  ) : null;

  return (
    <div className={styles.root}>
      {loggedIn && !submitted ? <NewsletterCustomer onCustomer={prefill} /> : null}
      <StatusPanel testId="newsletter-sent">{success}</StatusPanel>
      {submitted ? null : (
        <form id={formId} {...newsletterForm.formProps} onFocus={prepareNewsletterCheck} className={forms.form}>
          <p className={styles.note}>{copy.requiredNote}</p>
          <fieldset
            className={forms.field}
            role="radiogroup"
            aria-required="true"
            aria-invalid={errors.salutationId ? true : undefined}
            aria-describedby={errors.salutationId ? `${field('salutationId')}-error` : undefined}
          >
            <legend>{copy.salutation} *</legend>
            <div className={forms.radioRow}>
              {salutations.map((salutation) => (
                <label key={salutation.id} className={forms.radio}>
                  {/* Checked in the server HTML too: the form's code loads only when the shopper comes near. */}
                  <input
                    type="radio"
                    value={salutation.id}
                    defaultChecked={salutation.id === defaultSalutationId}
                    {...register('salutationId')}
                  />
                  {salutation.key === 'mr' ? copy.salutations.mr : copy.salutations.mrs}
                </label>
              ))}
            </div>
            <FieldError id={`${field('salutationId')}-error`} message={errors.salutationId?.message} />
          </fieldset>
          <div className={forms.fieldRow}>
            <AccountField
              id={field('firstName')}
              label={copy.firstName}
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              registration={register('firstName')}
            />
            <AccountField
              id={field('lastName')}
              label={copy.lastName}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              registration={register('lastName')}
            />
          </div>
          <AccountField
            id={field('email')}
            label={copy.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            registration={register('email')}
          />
          <FormError {...newsletterForm.errorProps} />
          <button
            type="submit"
            className={cx(buttons.button, buttons.primary)}
            disabled={!hydrated || isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {copy.submit}
          </button>
        </form>
      )}
    </div>
  );
}
