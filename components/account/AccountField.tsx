import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/FieldError';
import forms from '@/components/ui/Form.module.css';
import styles from './AccountForm.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The input's id; its hint is `{id}-hint`, its error `{id}-error`. */
  id: string;
  label: string;
  /** A rule shown below the label before anything is typed (the password's minimum length). */
  hint?: string;
  /** The translated error of the field, shown once react-hook-form reports it (on blur, spec §5). */
  error?: string;
  /** What react-hook-form's `register(name)` returned. */
  registration: UseFormRegisterReturn;
}

/**
 * A labelled text input of the account forms (WCAG 1.3.1, 3.3.2): an asterisk for required fields,
 * an optional rule as hint, the error in an always-present alert (FieldError), and `aria-invalid`
 * with `aria-describedby` pointing at the hint and the error while there is one. Pass
 * `autoComplete` (email, current-password, new-password, given-name, family-name).
 */
export function AccountField({ id, label, hint, error, registration, required, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={forms.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
