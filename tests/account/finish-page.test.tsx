// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmRegistration, ResetPassword } from '@/graphql/account';
import en from '@/messages/en.json';
import { readRememberedFirstName } from '@/lib/account/customer-hint-name';
import { commerceError, contextWith, customer, LINK_HASH } from './account-fixture';
import { elementOf, outcomeOf } from './page-support';
import { renderIsland } from '../support/render';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
}));
// The page's providers: renderIsland gives the messages and the Apollo client.
vi.mock('@/lib/i18n/ClientMessages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/ClientMessages')>()),
  ClientMessages: ({ children }: { children: React.ReactNode }) => children,
}));
// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const { default: FinishPage, generateMetadata } = await import('@/app/[storefront]/(shop)/account/finish/[hash]/page');

beforeEach(() => {
  router.replace.mockClear();
  router.refresh.mockClear();
});

const props = (hash: string, search: Record<string, string> = {}) => ({
  params: Promise.resolve({ storefront: 'nl', hash }),
  searchParams: Promise.resolve(search),
});

const LOGIN_HREF = expect.stringMatching(/^\/account\/?$/);

describe('finish/{hash} page (spec §2 /account/finish/{hash})', () => {
  it.each([
    ['too short', 'abc'],
    ['too long', `${LINK_HASH}a`],
    ['not alphanumeric', `${LINK_HASH.slice(0, 47)}-`],
    ['a path trick', '..%2F..%2Fcustomer'],
  ])('answers 404 for a hash that is %s', async (_case, hash) => {
    expect(await outcomeOf(FinishPage(props(hash, { registration: '1' })))).toEqual({ status: 404 });
    expect(await outcomeOf(FinishPage(props(hash)))).toEqual({ status: 404 });
    expect(await generateMetadata(props(hash))).toEqual({});
  });

  it('is titled by its mode and kept out of search engines', async () => {
    expect(await generateMetadata(props(LINK_HASH, { registration: '1' }))).toEqual({
      title: 'Confirm your account',
      robots: { index: false },
    });
    expect(await generateMetadata(props(LINK_HASH))).toEqual({
      title: 'Choose a new password',
      robots: { index: false },
    });
  });
});

describe('registration link (?registration=1)', () => {
  const confirmAnswer = (result: 'ok' | Error) => ({
    request: { query: ConfirmRegistration, variables: { hash: LINK_HASH } },
    ...(result === 'ok' ? { result: { data: { confirmRegistration: contextWith(customer()) } } } : { error: result }),
  });

  it('confirms only on the button (mail scanners open links), then goes to /customer/', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH, { registration: '1' })));
    const confirm = vi.fn(() => ({ data: { confirmRegistration: contextWith(customer()) } }));
    const { user } = renderIsland(page, {
      mocks: [{ request: { query: ConfirmRegistration, variables: { hash: LINK_HASH } }, result: confirm }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/customer/'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByText('Your account is confirmed. You are logged in.')).toBeInTheDocument();
    // The header greets the new customer by the first name the confirmation answered with.
    expect(readRememberedFirstName()).toBe(customer().firstName);
  });

  it('says a dead link is no longer valid and links to register again', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH, { registration: '1' })));
    const { user } = renderIsland(page, {
      mocks: [confirmAnswer(commerceError('INVALID_LINK_HASH', 'errors.invalidLinkHash'))],
    });
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    const failure = await screen.findByTestId('link-failure');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent('This link is no longer valid. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Register again to receive a new link' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/account\/create\/?$/),
    );
    expect(screen.queryByRole('button', { name: 'Confirm my account' })).toBeNull();
    await waitFor(() => expect(failure).toHaveFocus());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps the button after a network failure, so the shopper can try again', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH, { registration: '1' })));
    const { user } = renderIsland(page, { mocks: [confirmAnswer(new Error('offline'))] });
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm my account' })).toBeEnabled();
  });
});

describe('password recovery link (no registration parameter)', () => {
  const PASSWORD = 'a new password';
  const resetAnswer = (result: 'ok' | Error, newPasswordConfirm = PASSWORD) => ({
    request: {
      query: ResetPassword,
      variables: { input: { hash: LINK_HASH, newPassword: PASSWORD, newPasswordConfirm } },
    },
    ...(result === 'ok'
      ? { result: { data: { resetPassword: { __typename: 'SuccessResult', success: true } } } }
      : { error: result }),
  });

  async function fillIn(user: ReturnType<typeof renderIsland>['user'], confirmation = PASSWORD) {
    await user.type(screen.getByLabelText('New password *'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat new password *'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Save password' }));
  }

  it('asks for a new password with its rule, and checks length and confirmation on blur', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH)));
    const { user } = renderIsland(page);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    const password = screen.getByLabelText('New password *');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Repeat new password *')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText('Your password needs at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Repeat new password *'), 'other');
    await user.tab();
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my account' })).toBeNull();
  });

  it('sends hash, password and confirmation, then says so with a link to log in', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH)));
    const { user } = renderIsland(page, { mocks: [resetAnswer('ok')] });
    await fillIn(user);
    const done = screen.getByTestId('reset-done');
    await waitFor(() => expect(done).toHaveTextContent('Your password has been changed'));
    expect(done).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', LOGIN_HREF);
    expect(screen.queryByLabelText('New password *')).toBeNull();
  });

  it('says a dead link is no longer valid and links to request a new one', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH)));
    const { user } = renderIsland(page, {
      mocks: [resetAnswer(commerceError('INVALID_LINK_HASH', 'errors.invalidLinkHash'))],
    });
    await fillIn(user);
    const failure = await screen.findByTestId('link-failure');
    expect(failure).toHaveTextContent('This link is no longer valid. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/account\/recover\/password\/?$/),
    );
    expect(screen.queryByLabelText('New password *')).toBeNull();
  });

  it('keeps the form for other errors, translated', async () => {
    const page = await elementOf(FinishPage(props(LINK_HASH)));
    const { user } = renderIsland(page, {
      mocks: [resetAnswer(commerceError('PASSWORD_TOO_LONG', 'errors.passwordTooLong'))],
    });
    await fillIn(user);
    expect(await screen.findByText('Your password may have at most 128 characters.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('New password *')).toBeInTheDocument();
  });
});
