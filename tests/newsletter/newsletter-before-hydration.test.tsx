// @vitest-environment jsdom
import '../support/render';
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, waitFor } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddNewsletterMember } from '@/graphql/newsletter';
import { newsletterFormCopy } from '@/components/newsletter/form-copy';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';
import { createCommerceCache } from '@/lib/apollo/cache';
import en from '@/messages/en.json';
import { setTestBrowserClient } from '../support/browser-apollo-mock';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

/**
 * The newsletter form's code loads only when the shopper comes near (NewsletterFormIsland): until
 * then its server HTML is all there is, its fields usable and its submit button disabled. What the
 * shopper entered there is the sign-up the hydrated form sends.
 */

const t = createTranslator({ locale: 'en', messages: en, namespace: 'newsletter' });
const copy = newsletterFormCopy((key) => t(key as never));
const SALUTATIONS = [
  { id: 'mr', key: 'mr' },
  { id: 'mrs', key: 'mrs' },
] as const;
const SIGNUP = { email: 'anna@example.com', gender: 'mrs', firstname: 'Anna', lastname: 'de Vries', source: 'website' };

const ui = (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
    <NewsletterForm copy={copy} salutations={[...SALUTATIONS]} language="nl" />
  </NextIntlClientProvider>
);

let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.dataLayer = [];
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the newsletter form before its chunk has hydrated', () => {
  it('keeps the salutation and the fields the shopper filled in, and signs that up once ready', async () => {
    const signup = vi.fn(() => ({ data: { ttAddNewsletterMember: true } }));
    setTestBrowserClient(
      new ApolloClient({
        cache: createCommerceCache(),
        link: new MockLink([{ request: { query: AddNewsletterMember, variables: { input: SIGNUP } }, result: signup }]),
      }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const salutation = (id: string) => container.querySelector<HTMLInputElement>(`input[value="${id}"]`)!;
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    salutation('mrs').click();
    field('firstName').value = 'Anna';
    field('lastName').value = 'de Vries';
    field('email').value = 'anna@example.com';

    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(salutation('mrs').checked).toBe(true);
    expect(salutation('mr').checked).toBe(false);
    expect(field('email').value).toBe('anna@example.com');
    expect(submit.disabled).toBe(false);

    await act(async () => submit.click());
    await waitFor(() => expect(signup).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(container.textContent).toContain(en.newsletter.form.sentTitle));
  });
});
