// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SendPasswordRecoveryMail } from '@/graphql/account';
import { PasswordRecoveryForm } from '@/components/account/PasswordRecoveryForm';
import { commerceError } from './account-fixture';
import { renderIsland } from '../support/render';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const recoveryAnswer = (email: string, result: 'ok' | Error) => ({
  request: { query: SendPasswordRecoveryMail, variables: { email } },
  ...(result === 'ok'
    ? { result: { data: { sendPasswordRecoveryMail: { __typename: 'PasswordRecoveryResult', success: true } } } }
    : { error: result }),
});

describe("'Forgot your password' (spec §2 /account/recover/password/, §7 sendPasswordRecoveryMail)", () => {
  it('checks the email on blur (spec §5)', async () => {
    const { user } = renderIsland(<PasswordRecoveryForm />);
    await user.click(screen.getByLabelText('E-mail *'));
    await user.tab();
    expect(await screen.findByText('Your email address is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail *'), 'anna@example');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it.each(['known@example.com', 'nobody@example.com'])(
    'sends the email and answers neutrally, whether or not an account exists (%s)',
    async (email) => {
      const { user } = renderIsland(<PasswordRecoveryForm />, { mocks: [recoveryAnswer(email, 'ok')] });
      await user.type(screen.getByLabelText('E-mail *'), email);
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      const sent = screen.getByTestId('recover-sent');
      await waitFor(() =>
        expect(sent).toHaveTextContent(
          `If an account exists for ${email}, we have sent you a link to choose a new password.`,
        ),
      );
      expect(sent).toHaveAttribute('role', 'status');
      await waitFor(() => expect(sent).toHaveFocus());
      expect(screen.queryByLabelText('E-mail *')).toBeNull();
    },
  );

  it('keeps the form and shows a failed call translated', async () => {
    const { user } = renderIsland(<PasswordRecoveryForm />, {
      mocks: [recoveryAnswer('anna@example.com', commerceError('RATE_LIMITED', 'errors.rateLimited'))],
    });
    await user.type(screen.getByLabelText('E-mail *'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('Too many attempts in a short time. Please wait a moment and try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('E-mail *')).toHaveValue('anna@example.com');
    expect(screen.getByTestId('recover-sent')).toBeEmptyDOMElement();
  });
});
