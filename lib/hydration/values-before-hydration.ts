'use client';

import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** A form's named fields as strings, by name. */
export type FormFieldValues = Record<string, string>;

/** The form controls whose state the shopper can change and a form submits. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** Whether the shopper changed `field` from the state its HTML gave it (`value`, `checked`, `selected` attributes). */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    return field.checked !== field.defaultChecked;
  }
  return field.type !== 'file' && field.value !== field.defaultValue;
}

/**
 * The named fields of `form` that differ from its HTML (typed into, checked, chosen), with the value
 * the form would submit for each name now: text as typed, a group's checked radio, a checked box's
 * value; `''` where nothing is checked any more. Disabled fields and files are left out; empty for
 * anything but a form.
 */
export function changedFieldValues(form: Element | null): FormFieldValues {
  if (!(form instanceof HTMLFormElement)) return {};
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (isField(element) && element.name && !element.disabled && changed(element)) names.add(element.name);
  }
  if (names.size === 0) return {};
  const submitted = new FormData(form);
  const values: FormFieldValues = {};
  for (const name of names) {
    const texts = submitted.getAll(name).filter((entry): entry is string => typeof entry === 'string');
    values[name] = texts.at(-1) ?? '';
  }
  return values;
}

/**
 * Keeps what a shopper entered in a server-rendered form before its island hydrated (the shared
 * pattern of lib/hydration/press-replay.ts, for input rather than presses). A lazy island's fields
 * work in the server's HTML, but hydrating may reset them: a controlled radio goes back to its
 * state, a form library writes its default values into the fields it registers. So the fields the
 * shopper changed are read during the hydration render, while the DOM is still the server's, and
 * handed to `apply` once, after the commit and before the browser paints, for the island to make
 * them its state again.
 *
 * `apply` is not called on a client render (the form never had server HTML), nor when nothing changed.
 *
 * @param formId the `id` of the `<form>`, the same in the server's HTML and the hydration render
 *   (e.g. from `useId`)
 * @param apply receives the changed fields' values by name ({@link changedFieldValues})
 */
export function useValuesBeforeHydration(formId: string, apply: (values: FormFieldValues) => void): void {
  const hydrated = useHydrated();
  // The hydration render is the last moment the server's fields are untouched; a client render has none.
  const [before] = useState(() =>
    hydrated || typeof document === 'undefined' ? {} : changedFieldValues(document.getElementById(formId)),
  );
  const applyBefore = useEffectEvent(apply);
  useLayoutEffect(() => {
    if (Object.keys(before).length > 0) applyBefore(before);
  }, [before]);
}
