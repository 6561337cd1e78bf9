'use client';

import { useEffect, useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { whenIdle } from '@/lib/hydration/when-idle';
import { lazyZodResolver, type SchemaSource } from './lazy-zod-resolver';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { CommerceError } from '@/lib/commerce/errors';
import { BOT_CHECK_ERROR_CODES } from '@/lib/bot-check/actions';
import { showCommerceError, type FieldMap } from './show-commerce-error';

/**
 * A failure the form has already put into words (a translated message), thrown from `submit` to
 * show exactly that message as the form's error: no translation, no field is marked, `onError` is
 * skipped. For a step after the commerce call, e.g. the login that follows a password change.
 */
export class FormFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormFailure';
  }
}

/** What {@link useCommerceForm} needs: the form's schema and start values, its call, its error's id. */
export interface CommerceFormOptions<T extends FieldValues, S> {
  /**
   * The form's zod schema, built from translated messages, or a function that loads it (which keeps
   * zod out of the page's first load, {@link SchemaSource}): memoise either (`useMemo`).
   */
  schema: SchemaSource<T>;
  /** The start values; they may leave fields out, so only the schema names the values' type (`NoInfer`). */
  defaultValues: NoInfer<DefaultValues<T>>;
  /** Id of the element that shows the form's error (`FormError`, `FormOutcome`). */
  errorId: string;
  /**
   * Sends the valid values (react-hook-form's `handleSubmit`). Resolves to what the success shows
   * (`succeeded`: a message, the address a mail went to…); throws on failure, which the form shows.
   * Gets the form's methods, e.g. to empty it after a change.
   */
  submit: (values: T, form: UseFormReturn<T>) => Promise<S>;
  /**
   * The back end's names for the form's fields (`showCommerceError`): the field each error code is
   * about (`codes`) and the form's field of each contract input field it may reject (`inputs`, in
   * the form's order). A failure on such a field is shown there, with focus.
   */
  fields?: { codes?: FieldMap<T>; inputs?: FieldMap<T> };
  /**
   * The form's own part of a failure (count it, empty a field, show it elsewhere): gets what was
   * thrown and the message the form would show (null when a field shows it); returns the message to
   * show, or null for none. Not called for a {@link FormFailure}, nor for a bot check that failed or could not
   * run (`BOT_CHECK_FAILED`, `BOT_CHECK_UNAVAILABLE`): no value was judged then, so the form shows 'try again'
   * and counts or empties nothing.
   */
  onError?: (caught: unknown, message: string | null, form: UseFormReturn<T>) => string | null;
}

/** A form built by {@link useCommerceForm}. */
export interface CommerceForm<T extends FieldValues, S> {
  /** react-hook-form's methods (`register`, `formState`…), for its fields and a `FormProvider`. */
  form: UseFormReturn<T>;
  /** Spread on the `<form>`: `onSubmit`, `noValidate`, `aria-describedby` (the error, while there is one). */
  formProps: {
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    noValidate: true;
    'aria-describedby': string | undefined;
  };
  /** The last submit's form-level error (translated), else null. */
  formError: string | null;
  /** Spread on `FormError`: the error's id and message. */
  errorProps: { id: string; message: string | null };
  /** What the last submit's `submit` resolved to; null before a success and from each new submit. */
  succeeded: S | null;
}

/**
 * A react-hook-form form that sends its values to a commerce call and shows the outcome (spec §5
 * forms, §8 errors): the zod schema validates on blur (`mode: 'onTouched'`: errors first
 * show when a field is left, then update as the shopper types, so a fixed error goes before the
 * next click). Each submit clears the last outcome, runs `submit`, and keeps its result in
 * `succeeded`; a thrown error is translated (`useCommerceErrorMessage`), put on its field when
 * `fields` names one (focus moves there), passed through `onError`, and what remains becomes
 * `formError`, which `formProps` points the form's `aria-describedby` at. The form's values are
 * never touched by a failure: a failed call loses no input. Throws nothing: whatever `submit` throws
 * ends as `formError` (or on a field). Other focus moves stay the form's own: a `StatusPanel`
 * focuses itself when a success replaces the form.
 */
export function useCommerceForm<T extends FieldValues, S = void>(
  options: CommerceFormOptions<T, S>,
): CommerceForm<T, S> {
  const { schema, defaultValues, errorId, submit, fields, onError } = options;
  const tv = useTranslations('validation');
  const errorMessage = useCommerceErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState<S | null>(null);
  // zod and the resolver load when the browser is idle after hydration, or with the first validation.
  const { resolver, preload } = useMemo(() => lazyZodResolver(schema), [schema]);
  useEffect(() => whenIdle(preload), [preload]);
  const form = useForm<T>({ resolver, mode: 'onTouched', defaultValues });

  function failureMessage(caught: unknown): string | null {
    if (caught instanceof FormFailure) return caught.message;
    if (BOT_CHECK_ERROR_CODES.includes(CommerceError.from(caught).code)) return errorMessage(caught);
    const message = showCommerceError(caught, {
      setError: form.setError,
      codeFields: fields?.codes ?? {},
      inputFields: fields?.inputs ?? {},
      message: errorMessage(caught),
      // Only forms with input fields read it: the newsletter block's pages send no 'validation' messages.
      fieldInvalid: fields?.inputs ? tv('fieldInvalid') : '',
    });
    return onError ? onError(caught, message, form) : message;
  }

  async function send(values: T) {
    setFormError(null);
    setSucceeded(null);
    let result: S;
    try {
      result = await submit(values, form);
    } catch (caught) {
      setFormError(failureMessage(caught));
      return;
    }
    // A function result would be taken for an updater.
    setSucceeded(() => result);
  }

  return {
    form,
    formProps: {
      onSubmit: form.handleSubmit(send),
      noValidate: true,
      'aria-describedby': formError ? errorId : undefined,
    },
    formError,
    errorProps: { id: errorId, message: formError },
    succeeded,
  };
}
