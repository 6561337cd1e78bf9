// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Login } from '@/graphql/account';
import { LoginForm } from '@/components/account/LoginForm';
import { readRememberedFirstName } from '@/lib/account/customer-hint-name';
import { commerceError, contextWith, customer } from './account-fixture';
import { renderIsland } from '../support/render';
import en from '@/messages/en.json';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.replace.mockClear();
  router.refresh.mockClear();
  localStorage.clear();
});

const EMAIL = 'anna@example.com';
const PASSWORD = 'correct horse';

const loginAnswer = (password: string, result: 'ok' | Error) => ({
  request: { query: Login, variables: { username: EMAIL, password } },
  ...(result === 'ok' ? { result: { data: { login: contextWith(customer()) } } } : { error: result }),
});

// next/link keeps the trailing slash only under the app's trailingSlash: true; tests run without it.
const RECOVERY_HREF = expect.stringMatching(/^\/account\/recover\/password\/?$/);

const emailField = () => screen.getByLabelText('E-mail *');
const passwordField = () => screen.getByLabelText('Password *');

describe('login form (spec §2 /account/, §7 login)', () => {
  it('shows translated errors on blur and marks the field (spec §5)', async () => {
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />);
    await user.click(emailField());
    await user.tab();
    expect(await screen.findByText('Your email address is required')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAttribute('aria-describedby', 'login-email-error');
    await user.type(emailField(), 'anna@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Your password is required')).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
  });

  it('focuses the first invalid field on submit and sends nothing', async () => {
    // No mock answers Login: a call would fail the test with a missing-mock error in the form.
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(screen.getByText('Your email address is required')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('sends the email as username with the password, then opens the redirect target and refreshes', async () => {
    const { user } = renderIsland(<LoginForm redirectTo="/checkout/" />, { mocks: [loginAnswer(PASSWORD, 'ok')] });
    await user.type(emailField(), ` ${EMAIL} `);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkout/'));
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByText('You are logged in.')).toBeInTheDocument();
    // The header greets the customer by the first name the login answered with.
    expect(readRememberedFirstName()).toBe(customer().firstName);
  });

  it('shows INVALID_CREDENTIALS translated, empties and focuses the password, and goes nowhere', async () => {
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />, {
      mocks: [loginAnswer('wrong pass', commerceError('INVALID_CREDENTIALS', 'errors.invalidCredentials'))],
    });
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), 'wrong pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email address or password is not correct.')).toHaveAttribute('role', 'alert');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(emailField()).toHaveValue(EMAIL);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps the password and counts no attempt when the bot check refused the login (nothing was judged)', async () => {
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />, {
      mocks: [
        loginAnswer(PASSWORD, commerceError('BOT_CHECK_FAILED', 'errors.botCheckFailed')),
        loginAnswer(PASSWORD, commerceError('BOT_CHECK_FAILED', 'errors.botCheckFailed')),
        loginAnswer(PASSWORD, commerceError('BOT_CHECK_FAILED', 'errors.botCheckFailed')),
      ],
    });
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    for (let attempt = 0; attempt < 3; attempt++) {
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText(en.errors.botCheckFailed)).toHaveAttribute('role', 'alert');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    }
    expect(passwordField()).toHaveValue(PASSWORD);
    expect(screen.queryByTestId('login-attempts-hint')).toBeNull();
  });

  it('shows RATE_LIMITED translated', async () => {
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />, {
      mocks: [loginAnswer(PASSWORD, commerceError('RATE_LIMITED', 'errors.rateLimited'))],
    });
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Too many attempts in a short time. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('shows the back end’s lock of the address (TOO_MANY_LOGIN_ATTEMPTS) translated', async () => {
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />, {
      mocks: [loginAnswer(PASSWORD, commerceError('TOO_MANY_LOGIN_ATTEMPTS', 'errors.tooManyLoginAttempts'))],
    });
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(en.errors.tooManyLoginAttempts)).toBeInTheDocument();
  });

  it('points to password recovery after 3 failed attempts, and a success resets the count (spec §4)', async () => {
    const failed = () => loginAnswer('wrong pass', commerceError('INVALID_CREDENTIALS', 'errors.invalidCredentials'));
    const { user } = renderIsland(<LoginForm redirectTo="/customer/" />, {
      mocks: [failed(), failed(), failed(), loginAnswer(PASSWORD, 'ok')],
    });
    await user.type(emailField(), EMAIL);
    const attempt = async (password: string) => {
      await user.type(passwordField(), password);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
    };
    await attempt('wrong pass');
    await waitFor(() => expect(passwordField()).toHaveValue(''));
    await attempt('wrong pass');
    await waitFor(() => expect(passwordField()).toHaveValue(''));
    expect(screen.queryByTestId('login-attempts-hint')).toBeNull();
    await attempt('wrong pass');
    const hint = await screen.findByTestId('login-attempts-hint');
    expect(hint).toHaveTextContent('Trouble logging in? Choose a new password');
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', RECOVERY_HREF);
    await attempt(PASSWORD);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/customer/'));
    expect(screen.queryByTestId('login-attempts-hint')).toBeNull();
  });

  it("links to 'Forgot your password?'", () => {
    renderIsland(<LoginForm redirectTo="/customer/" />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', RECOVERY_HREF);
  });
});
