import { FormProvider, type FieldValues } from 'react-hook-form';
import { clsx as cx } from 'clsx';
import type { CommerceForm } from '@/lib/forms/use-commerce-form';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { FormOutcome, type Outcome } from './FormOutcome';
import styles from './CustomerSection.module.css';

interface Props<T extends FieldValues> {
  /** The section's id prefix: its heading is `{name}-heading`, which names the form. */
  name: string;
  heading: string;
  /** What stands between the heading and the form (the current address…). */
  intro?: React.ReactNode;
  submitLabel: string;
  /** The section's form (`useCommerceForm`); its success is the message to announce. */
  form: CommerceForm<T, string>;
  /** The fields, inside the form's `FormProvider`. */
  children: React.ReactNode;
}

/**
 * One form section of /customer/edit/ (spec §7 changeEmail, changePassword, updateCustomer; issue
 * 9): the heading that names the form, the fields, the outcome (`FormOutcome`: a success announced
 * in a status region, a failure an alert the form is described by) and the submit button, disabled
 * while the form is sent.
 */
export function CustomerFormSection<T extends FieldValues>({
  name,
  heading,
  intro,
  submitLabel,
  form: { form, formProps, formError, errorProps, succeeded },
  children,
}: Props<T>) {
  const outcome: Outcome = formError
    ? { kind: 'error', message: formError }
    : succeeded
      ? { kind: 'success', message: succeeded }
      : null;
  return (
    <FormProvider {...form}>
      <section className={styles.section}>
        <h2 id={`${name}-heading`}>{heading}</h2>
        {intro}
        <form {...formProps} className={forms.form} aria-labelledby={`${name}-heading`}>
          {children}
          <FormOutcome outcome={outcome} errorId={errorProps.id} />
          <div>
            <button
              type="submit"
              className={cx(buttons.button, buttons.primary)}
              disabled={form.formState.isSubmitting}
            >
              {submitLabel}
            </button>
          </div>
        </form>
      </section>
    </FormProvider>
  );
}
