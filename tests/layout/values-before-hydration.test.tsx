// @vitest-environment jsdom
import { act, useId, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changedFieldValues,
  useValuesBeforeHydration,
  type FormFieldValues,
} from '@/lib/hydration/values-before-hydration';

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
});

const formOf = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
};

describe('changedFieldValues', () => {
  it('gives only the fields changed from the HTML, each with the value the form would submit', () => {
    const form = formOf(
      '<input name="first" value="">' +
        '<input name="last" value="Jansen">' +
        '<input type="radio" name="salutation" value="mr" checked><input type="radio" name="salutation" value="mrs">' +
        '<input type="checkbox" name="news" value="yes">' +
        '<select name="size"><option value="s" selected>S</option><option value="m">M</option></select>' +
        '<textarea name="note"></textarea>' +
        '<input name="off" value="" disabled>',
    );
    expect(changedFieldValues(form)).toEqual({});

    form.querySelector<HTMLInputElement>('[name=first]')!.value = 'Anna';
    form.querySelector<HTMLInputElement>('[value=mrs]')!.checked = true;
    form.querySelector<HTMLInputElement>('[name=news]')!.checked = true;
    form.querySelector<HTMLSelectElement>('select')!.value = 'm';
    form.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Hi';
    form.querySelector<HTMLInputElement>('[name=off]')!.value = 'ignored';
    expect(changedFieldValues(form)).toEqual({ first: 'Anna', salutation: 'mrs', news: 'yes', size: 'm', note: 'Hi' });
  });

  it('says a group was emptied, and is empty for anything but a form', () => {
    const form = formOf('<input type="checkbox" name="news" value="yes" checked>');
    form.querySelector('input')!.checked = false;
    expect(changedFieldValues(form)).toEqual({ news: '' });
    expect(changedFieldValues(null)).toEqual({});
    expect(changedFieldValues(document.body)).toEqual({});
  });
});

/** A lazy island's form whose controlled radio hydration would set back to its state. */
function Choice({ onBefore }: { onBefore: (values: FormFieldValues) => void }) {
  const id = useId();
  const [choice, setChoice] = useState('yes');
  useValuesBeforeHydration(`${id}-form`, (values) => {
    onBefore(values);
    if (values.choice) setChoice(values.choice);
  });
  return (
    <form id={`${id}-form`}>
      {['yes', 'no'].map((option) => (
        <input
          key={option}
          type="radio"
          name="choice"
          value={option}
          aria-label={option}
          checked={choice === option}
          onChange={() => setChoice(option)}
        />
      ))}
      <output>{choice}</output>
    </form>
  );
}

describe('useValuesBeforeHydration', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('hands what the shopper changed in the server’s HTML to the island once it has hydrated', async () => {
    const onBefore = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choice onBefore={onBefore} />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[value=no]')!.checked = true;

    await act(async () => {
      root = hydrateRoot(container, <Choice onBefore={onBefore} />);
    });
    expect(onBefore).toHaveBeenCalledExactlyOnceWith({ choice: 'no' });
    expect(container.querySelector('output')!.textContent).toBe('no');
    expect(container.querySelector<HTMLInputElement>('[value=no]')!.checked).toBe(true);
  });

  it('calls nothing when nothing changed, nor on a client render', async () => {
    const onBefore = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choice onBefore={onBefore} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Choice onBefore={onBefore} />);
    });
    act(() => root!.unmount());

    const fresh = document.createElement('div');
    document.body.append(fresh);
    await act(async () => {
      root = createRoot(fresh);
      root.render(<Choice onBefore={onBefore} />);
    });
    expect(onBefore).not.toHaveBeenCalled();
  });
});
