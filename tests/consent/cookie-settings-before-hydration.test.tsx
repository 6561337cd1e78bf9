// @vitest-environment jsdom
import '../support/render';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieSettingsForm, type CookieSettingsCopy } from '@/slices/cookie_settings/CookieSettingsForm';
import { CONSENT_CHOICE_FIELD, CONSENT_FORM_ACTION } from '@/lib/consent/form-post';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { resetConsent, storeChoice } from './reset';

/**
 * The cookie settings form is a chunk of its own: its server HTML is all the shopper has until the
 * chunk has hydrated. A press on Save then posts the choice (app/api/consent/route.ts), and a choice
 * changed meanwhile is the one the hydrated form shows and saves.
 */

const t = en.slices.cookie_settings;
const copy: CookieSettingsCopy = {
  legend: t.legend,
  label: { enabled: t.enabledLabel, disabled: t.disabledLabel },
  description: { enabled: t.enabledDescription, disabled: t.disabledDescription },
  save: t.save,
  saved: { enabled: t.savedEnabled, disabled: t.savedDisabled },
};

let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  resetConsent();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetConsent();
});

/** The form as the server sends it, in the document. */
function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CookieSettingsForm copy={copy} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  const option = (choice: string) => form.querySelector<HTMLInputElement>(`input[value="${choice}"]`)!;
  return { container, form, option };
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <CookieSettingsForm copy={copy} />);
  });
}

describe('the cookie settings form before its chunk has hydrated', () => {
  it('is a form that posts the checked choice to the consent route', () => {
    const { form, option } = serverHtml();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(CONSENT_FORM_ACTION);
    expect(option('enabled').checked).toBe(true);
    option('disabled').click();
    expect(Object.fromEntries(new FormData(form))).toEqual({ [CONSENT_CHOICE_FIELD]: 'disabled' });
    expect(form.querySelector('button')!.type).toBe('submit');
  });

  it('keeps a choice changed in the server’s HTML, and saves that one', async () => {
    const { container, form, option } = serverHtml();
    option('disabled').click();
    await hydrate(container);
    expect(option('disabled').checked).toBe(true);
    expect(option('enabled').checked).toBe(false);

    act(() => form.querySelector('button')!.click());
    expect(Cookies.get(COOKIES.consentSettings)).toBe('disabled');
    expect(container.querySelector('[role="status"]')!.textContent).toContain(t.savedDisabled);
  });

  it('shows the stored choice when the shopper changed nothing', async () => {
    storeChoice('disabled');
    const { container, option } = serverHtml();
    expect(option('enabled').checked).toBe(true); // the server cannot know the choice
    await hydrate(container);
    expect(option('disabled').checked).toBe(true);
  });
});
