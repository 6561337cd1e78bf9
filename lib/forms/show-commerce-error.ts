import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { CommerceError } from '@/lib/commerce/errors';

/** A form's names for what the back end reports: keys are error codes or contract input fields. */
export type FieldMap<T extends FieldValues> = Partial<Record<string, FieldPath<T>>>;

interface Options<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The field each error code is about (`EMAIL_TAKEN` → `email`). */
  codeFields: FieldMap<T>;
  /**
   * The form's field of each contract input field the back end may name as invalid
   * (`CommerceError.fields`), in the form's order; others are ignored.
   */
  inputFields: FieldMap<T>;
  /** The error's translated message (`useCommerceErrorMessage`). */
  message: string;
  /** The message for a field the back end rejected without a code of its own ('Please check this field'). */
  fieldInvalid: string;
}

/**
 * Shows a failed commerce call on its form (spec §8): when the error's code belongs to a
 * field, that field gets the translated message and focus, and the function returns null; fields
 * the back end named as invalid are marked, the first in the form's order (`inputFields`' order)
 * focused, and the message is returned for the form as a whole, as it is for any other error. The
 * form's values are never touched: a failed call loses no input.
 */
export function showCommerceError<T extends FieldValues>(caught: unknown, options: Options<T>): string | null {
  const failure = CommerceError.from(caught);
  const field = options.codeFields[failure.code];
  if (field) {
    options.setError(field, { type: 'server', message: options.message }, { shouldFocus: true });
    return null;
  }
  // The form's order, not the back end's: focus goes to the first rejected field on the page.
  const named = Object.entries(options.inputFields).flatMap(([name, path]) =>
    path && failure.fields.includes(name) ? [path] : [],
  );
  named.forEach((name, index) =>
    options.setError(name, { type: 'server', message: options.fieldInvalid }, { shouldFocus: index === 0 }),
  );
  return options.message;
}
