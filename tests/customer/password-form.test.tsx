// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangePassword, Login } from '@/graphql/account';
import { PasswordForm } from '@/components/customer/PasswordForm';
import { renderIsland } from '../support/render';
import { commerceError, customerFixture } from './customer-fixture';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const input = { password: 'old-secret', newPassword: 'new-secret-1', newPasswordConfirm: 'new-secret-1' };
const changed = {
  request: { query: ChangePassword, variables: { input } },
  result: { data: { changePassword: { __typename: 'SuccessResult', success: true } } },
};
const loggedIn = {
  request: { query: Login, variables: { username: 'sam@example.com', password: 'new-secret-1' } },
  result: { data: { login: { __typename: 'Context', customer: customerFixture() } } },
};

async function fill(user: ReturnType<typeof renderIsland>['user'], values: typeof input) {
  await user.type(screen.getByLabelText('Current password *'), values.password);
  await user.type(screen.getByLabelText('New password *'), values.newPassword);
  await user.type(screen.getByLabelText('Repeat new password *'), values.newPasswordConfirm);
}

describe('change password (spec §5 Password change)', () => {
  it('needs 8 characters and an equal confirmation, shown on blur', async () => {
    const { user } = renderIsland(<PasswordForm email="sam@example.com" />);
    const newPassword = screen.getByLabelText('New password *');
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    expect(newPassword).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(newPassword, 'short');
    await user.tab();
    expect(await screen.findByText('Your password needs at least 8 characters.')).toBeInTheDocument();
    expect(newPassword).toHaveAccessibleDescription(
      'At least 8 characters. Your password needs at least 8 characters.',
    );
    await user.type(newPassword, '-now-long');
    await user.type(screen.getByLabelText('Repeat new password *'), 'something-else');
    await user.tab();
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.queryByText('Your password needs at least 8 characters.')).toBeNull();
  });

  it('changes the password, then logs in again with the email and the new password (§5)', async () => {
    const { user, client } = renderIsland(<PasswordForm email="sam@example.com" />, { mocks: [changed, loggedIn] });
    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toHaveAttribute('role', 'status');
    for (const label of ['Current password *', 'New password *', 'Repeat new password *'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    const cache = JSON.stringify(client.extract());
    expect(cache).not.toContain('old-secret');
    expect(cache).not.toContain('new-secret-1');
  });

  it('says so when the new login fails after the change', async () => {
    const { user } = renderIsland(<PasswordForm email="sam@example.com" />, {
      mocks: [
        changed,
        { ...loggedIn, result: undefined, error: commerceError('INVALID_CREDENTIALS', 'errors.invalidCredentials') },
      ],
    });
    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed, but we could not log you in again. Please log in with your new password.',
      ),
    ).toHaveAttribute('role', 'alert');
  });

  it.each([
    ['INVALID_PASSWORD', 'errors.invalidPassword', 'Current password *', 'Your current password is not correct.'],
    ['PASSWORD_TOO_SHORT', 'errors.passwordTooShort', 'New password *', 'Your password needs at least 8 characters.'],
    ['PASSWORD_MISMATCH', 'errors.passwordMismatch', 'Repeat new password *', 'The passwords do not match.'],
  ])(
    'shows %s on its field, focused, keeps the input and does not log in',
    async (code, messageKey, label, message) => {
      const { user } = renderIsland(<PasswordForm email="sam@example.com" />, {
        // No login answer: a login attempt would fail the test with an unmatched request.
        mocks: [{ request: { query: ChangePassword, variables: { input } }, error: commerceError(code, messageKey) }],
      });
      await fill(user, input);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveFocus();
      expect(screen.getByLabelText('Current password *')).toHaveValue('old-secret');
      expect(within(screen.getByRole('form', { name: 'Change password' })).getByRole('status')).toBeEmptyDOMElement();
    },
  );
});
