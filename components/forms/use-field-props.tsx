'use client';

import { get, useFormContext, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { FieldError } from '@/components/ui/FieldError';

/**
 * Accessible wiring of a react-hook-form field inside a `<FormProvider>` (WCAG 1.3.1, 3.3.1):
 * `fieldProps(name, options, hintId)` gives the input its id (`{idPrefix}-{name}`), `aria-invalid`
 * and `aria-describedby` pointing at its hint (when given) and at its error while it has one, plus
 * `register(name, options)`;
 * `errorFor(name)` renders that error, always in the page so a message shown on blur is
 * announced (spec §5: errors show on blur).
 */
export function useFieldProps<T extends FieldValues>(idPrefix: string) {
  const {
    register,
    formState: { errors },
  } = useFormContext<T>();
  const messageOf = (name: FieldPath<T>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  const fieldProps = (name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>, hintId?: string) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': messageOf(name) ? true : undefined,
    'aria-describedby':
      [hintId, messageOf(name) ? `${idPrefix}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
    ...register(name, options),
  });
  const errorFor = (name: FieldPath<T>) => <FieldError id={`${idPrefix}-${name}-error`} message={messageOf(name)} />;
  return { fieldProps, errorFor, messageOf, register };
}
