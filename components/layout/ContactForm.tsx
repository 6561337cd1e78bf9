'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { clsx as cx } from 'clsx';
import { startTransition, useActionState, useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { StatusPanel } from '@/components/account/StatusPanel';
import { useFieldProps } from '@/components/forms/use-field-props';
import { FormError } from '@/components/ui/FormError';
import { sendContactMessage } from '@/lib/contact/send-message';
import { BOT_CHECK_FIELD, INITIAL_CONTACT_FORM_STATE, type ContactFormError } from '@/lib/contact/form-state';
import { CONTACT_FIELDS, createContactSchema, type ContactFormValues } from '@/lib/contact/message-schema';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import type { ContactFormLabels } from './contact-form-labels';
import styles from './ContactForm.module.css';

const EMPTY: ContactFormValues = { name: '', email: '', orderNumber: '', message: '' };

/**
 * The contact form, the third of the contact options beside phone and e-mail (spec §1 customer
 * service by e-mail; spec §5 forms: errors on blur, announced). Name, e-mail, optional order number
 * and message (at most 2000 characters, `CONTACT_MESSAGE_MAX_LENGTH`), checked by
 * `createContactSchema` here and again by the server action `sendContactMessage`, which mails the
 * storefront's customer service desk. A send first solves the bot check for action `contact`
 * (lib/bot-check/client.ts, loaded then). The form's action is the server action, whose state
 * (`ContactFormState`) also carries the posted values back. A failure shows a translated error and keeps every value;
 * a sent message is replaced by the confirmation, which takes focus.
 *
 * @param labels the texts, translated on the server (`contactFormLabels`)
 */
export function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const idPrefix = `contact${useId().replace(/:/g, '')}`;
  const [state, dispatch, pending] = useActionState(sendContactMessage, INITIAL_CONTACT_FORM_STATE);
  const [checkError, setCheckError] = useState<ContactFormError>(null);
  const [checking, setChecking] = useState(false);
  const schema = useMemo(() => createContactSchema(labels.errors), [labels.errors]);
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: state.status === 'failed' ? state.values : EMPTY,
  });
  const { setError } = form;

  // Fields the server refused get their message, and the first of them the focus (WCAG 3.3.1).
  useEffect(() => {
    if (state.status !== 'failed') return;
    const invalid = CONTACT_FIELDS.filter((field) => state.fieldErrors[field]);
    invalid.forEach((field, index) =>
      setError(
        field,
        { type: 'server', message: labels.errors[state.fieldErrors[field]!] },
        { shouldFocus: index === 0 },
      ),
    );
  }, [state, setError, labels.errors]);

  const busy = pending || checking;
  const errorKey = checkError ?? (state.status === 'failed' && !busy ? state.error : null);
  const errorId = `${idPrefix}-error`;

  async function send(values: ContactFormValues) {
    if (busy) return;
    setCheckError(null);
    setChecking(true);
    let token: string;
    try {
      const { botCheckToken } = await import('@/lib/bot-check/client');
      token = await botCheckToken('contact');
    } catch {
      setCheckError('botCheckUnavailable');
      return;
    } finally {
      setChecking(false);
    }
    const data = new FormData();
    for (const field of CONTACT_FIELDS) data.set(field, values[field]);
    data.set(BOT_CHECK_FIELD, token);
    startTransition(() => dispatch(data));
  }

  if (state.status === 'sent') return <StatusPanel testId="contact-sent">{labels.sent}</StatusPanel>;

  return (
    <FormProvider {...form}>
      <form
        action={dispatch}
        onSubmit={form.handleSubmit(send)}
        noValidate
        className={cx(forms.form, styles.form)}
        aria-labelledby={`${idPrefix}-heading`}
        aria-describedby={errorKey ? errorId : undefined}
        aria-busy={busy || undefined}
      >
        <h3 id={`${idPrefix}-heading`} className={styles.heading}>
          {labels.heading}
        </h3>
        <ContactFields idPrefix={idPrefix} labels={labels} />
        <FormError id={errorId} message={errorKey ? labels.errors[errorKey] : null} />
        <button type="submit" className={cx(buttons.button, buttons.primary)} aria-disabled={busy || undefined}>
          {busy ? labels.sending : labels.submit}
        </button>
      </form>
    </FormProvider>
  );
}

/** The four fields, each labelled, with its error announced below it. */
function ContactFields({ idPrefix, labels }: { idPrefix: string; labels: ContactFormLabels }) {
  const { fieldProps, errorFor } = useFieldProps<ContactFormValues>(idPrefix);
  const hintId = `${idPrefix}-message-hint`;
  return (
    <>
      <div className={forms.field}>
        <label htmlFor={`${idPrefix}-name`}>{labels.name}</label>
        <input type="text" autoComplete="name" aria-required="true" maxLength={100} {...fieldProps('name')} />
        {errorFor('name')}
      </div>
      <div className={forms.field}>
        <label htmlFor={`${idPrefix}-email`}>{labels.email}</label>
        <input type="email" autoComplete="email" aria-required="true" {...fieldProps('email')} />
        {errorFor('email')}
      </div>
      <div className={forms.field}>
        <label htmlFor={`${idPrefix}-orderNumber`}>{labels.orderNumber}</label>
        <input type="text" autoComplete="off" {...fieldProps('orderNumber')} />
        {errorFor('orderNumber')}
      </div>
      <div className={cx(forms.field, styles.message)}>
        <label htmlFor={`${idPrefix}-message`}>{labels.message}</label>
        <textarea rows={6} aria-required="true" {...fieldProps('message', undefined, hintId)} />
        <p id={hintId} className={styles.hint}>
          {labels.messageHint}
        </p>
        {errorFor('message')}
      </div>
    </>
  );
}
