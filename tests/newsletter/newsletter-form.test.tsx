// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { ServerError } from '@apollo/client/errors';
import Cookies from 'js-cookie';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCustomer } from '@/graphql/account';
import { AddNewsletterMember } from '@/graphql/newsletter';
import { newsletterFormCopy } from '@/components/newsletter/form-copy';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { commerceError, customer } from '../account/account-fixture';
import { renderIsland } from '../support/render';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

const t = createTranslator({ locale: 'en', messages: en, namespace: 'newsletter' });
const copy = newsletterFormCopy((key) => t(key as never));
const SALUTATIONS = [
  { id: 'mr', key: 'mr' },
  { id: 'mrs', key: 'mrs' },
];
const SIGNUP = { email: 'anna@example.com', gender: 'mrs', firstname: 'Anna', lastname: 'de Vries', source: 'website' };

const signupAnswer = (result: boolean | Error, { delay = 0, input = SIGNUP } = {}) => ({
  request: { query: AddNewsletterMember, variables: { input } },
  delay,
  ...(result instanceof Error ? { error: result } : { result: { data: { ttAddNewsletterMember: result } } }),
});

const form = (mocks: Parameters<typeof renderIsland>[1] = {}) =>
  renderIsland(<NewsletterForm copy={copy} salutations={SALUTATIONS} language="nl" />, mocks);

const submit = () => screen.getByRole('button', { name: 'Subscribe' });

async function fillIn(user: ReturnType<typeof form>['user']) {
  await user.click(screen.getByRole('radio', { name: 'Mrs' }));
  await user.type(screen.getByLabelText('First name *'), 'Anna');
  await user.type(screen.getByLabelText('Last name *'), 'de Vries');
  await user.type(screen.getByLabelText('E-mail *'), 'anna@example.com');
}

const optins = () => (window.dataLayer ?? []).filter((event) => event.event === 'EmailOptin');

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  Cookies.remove(COOKIES.customerHint);
  vi.restoreAllMocks();
});

describe('newsletter form (spec §4 and §5 Newsletter form, §7 Newsletter)', () => {
  it('asks for salutation, names and email, the first salutation chosen by default', () => {
    form();
    expect(screen.getByRole('radiogroup', { name: 'Salutation *' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mrs' })).not.toBeChecked();
    expect(screen.getByLabelText('First name *')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name *')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('E-mail *')).toHaveAttribute('autocomplete', 'email');
    // Hydrated: the button works (the server HTML has it disabled).
    expect(submit()).toBeEnabled();
    expect(screen.getByTestId('newsletter-sent')).toBeEmptyDOMElement();
  });

  it('shows the spec §5 messages on blur', async () => {
    const { user } = form();
    await user.click(screen.getByLabelText('First name *'));
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name *')).toHaveAccessibleDescription('First name is required');
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Your email address is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail *'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Your email address is required')).toBeNull();
  });

  it('goes idle → loading → submitted: sends the sign-up, announces and focuses the success, pushes EmailOptin', async () => {
    const { user } = form({ mocks: [signupAnswer(true, { delay: 50 })] });
    await fillIn(user);
    await user.click(submit());
    // Loading: the button is disabled and busy until the back end answers.
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(optins()).toEqual([]);

    const sent = screen.getByTestId('newsletter-sent');
    await waitFor(() => expect(sent).toHaveTextContent(en.newsletter.form.sentTitle));
    expect(sent).toHaveTextContent(en.newsletter.form.sentText);
    expect(sent).toHaveAttribute('role', 'status');
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    // Source and language only: never the address or a name.
    expect(optins()).toEqual([{ event: 'EmailOptin', source: 'website', language: 'nl' }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('anna@example.com');
  });

  it('sends gender mr for the mr salutation, trimmed names and email', async () => {
    const input = { email: 'jan@example.com', gender: 'mr', firstname: 'Jan', lastname: 'Jansen', source: 'website' };
    const { user } = form({ mocks: [signupAnswer(true, { input })] });
    await user.type(screen.getByLabelText('First name *'), '  Jan ');
    await user.type(screen.getByLabelText('Last name *'), 'Jansen');
    await user.type(screen.getByLabelText('E-mail *'), ' jan@example.com ');
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('newsletter-sent')).toHaveTextContent(en.newsletter.form.sentTitle));
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a back-end error', commerceError('INVALID_INPUT', 'errors.invalidInput', ['email'])],
  ])('on %s: loading ends, the form stays, the error is only logged', async (_case, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = form({ mocks: [signupAnswer(error)] });
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Newsletter sign-up failed', expect.anything()));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@example.com');
    // Nothing is shown: every alert (the fields' and the toasts') is empty.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      screen.getAllByRole('alert').map(() => ''),
    );
    expect(screen.getByTestId('newsletter-sent')).toBeEmptyDOMElement();
    expect(optins()).toEqual([]);
  });

  it('treats an answer of false as a failure (spec §8: the subscribe action returns false)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = form({ mocks: [signupAnswer(false)] });
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByTestId('newsletter-sent')).toBeEmptyDOMElement();
    expect(optins()).toEqual([]);
  });

  it('says why nothing happened when the BFF answers 429 (rate limit)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = JSON.stringify({
      errors: [
        { message: 'Too many requests', extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' } },
      ],
    });
    const refused = new ServerError('Response not successful', {
      response: new Response(body, { status: 429 }),
      bodyText: body,
    });
    const { user } = form({ mocks: [signupAnswer(refused), signupAnswer(true)] });
    await fillIn(user);
    await user.click(submit());
    const alert = await screen.findByText(en.errors.rateLimited);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@example.com');
    // A later attempt clears it.
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('newsletter-sent')).toHaveTextContent(en.newsletter.form.sentTitle));
    expect(screen.queryByText(en.errors.rateLimited)).toBeNull();
  });

  it('prefills a logged-in visitor from the customer, keeping what the shopper already typed', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    const { user } = form({
      mocks: [{ request: { query: GetCustomer }, delay: 100, result: { data: { getCustomer: customer() } } }],
    });
    await user.type(screen.getByLabelText('E-mail *'), 'other@example.com');
    await waitFor(() => expect(screen.getByLabelText('First name *')).toHaveValue('Anna'));
    expect(screen.getByLabelText('Last name *')).toHaveValue('de Vries');
    expect(screen.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    expect(screen.getByLabelText('E-mail *')).toHaveValue('other@example.com');
  });

  it('prefills the customer email when the shopper typed nothing', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    form({ mocks: [{ request: { query: GetCustomer }, result: { data: { getCustomer: customer() } } }] });
    await waitFor(() => expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@example.com'));
  });

  it('asks for no customer for a guest (the page is cached and shared)', async () => {
    const getCustomer = vi.fn(() => ({ data: { getCustomer: customer() } }));
    const { user } = form({ mocks: [{ request: { query: GetCustomer }, result: getCustomer }] });
    await user.click(screen.getByLabelText('First name *'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getCustomer).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name *')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
  });
});
