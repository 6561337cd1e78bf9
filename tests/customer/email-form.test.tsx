// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmail } from '@/graphql/account';
import { EmailForm } from '@/components/customer/EmailForm';
import { renderIsland } from '../support/render';
import { commerceError, customerFixture } from './customer-fixture';

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

beforeEach(() => refresh.mockReset());

const input = { email: 'new@example.com', emailConfirmation: 'New@Example.com', password: 'secret-pass' };

async function fill(user: ReturnType<typeof renderIsland>['user'], values: typeof input) {
  await user.type(screen.getByLabelText('New email address *'), values.email);
  await user.type(screen.getByLabelText('Repeat new email address *'), values.emailConfirmation);
  await user.type(screen.getByLabelText('Current password *'), values.password);
}

describe('change email (spec §7 changeEmail)', () => {
  it('shows errors on blur: a malformed address, a different repetition', async () => {
    const { user } = renderIsland(<EmailForm email="sam@example.com" />);
    expect(screen.getByText('Your current email address is sam@example.com.')).toBeInTheDocument();
    const email = screen.getByLabelText('New email address *');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Current password *')).toHaveAttribute('autocomplete', 'current-password');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'email-email-error');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText('Repeat new email address *'), 'other@example.com');
    await user.tab();
    expect(await screen.findByText('The email addresses do not match.')).toBeInTheDocument();
  });

  it('sends the new address twice and the password, bypassing the cache, then empties the form', async () => {
    const { user, client } = renderIsland(<EmailForm email="sam@example.com" />, {
      mocks: [
        {
          request: { query: ChangeEmail, variables: { input } },
          result: {
            data: {
              changeEmail: { __typename: 'Context', customer: customerFixture({ email: 'new@example.com' }) },
            },
          },
        },
      ],
    });
    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText('Your email address has been changed to new@example.com.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByText('Your current email address is new@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password *')).toHaveValue('');
    expect(JSON.stringify(client.extract())).not.toContain('secret-pass');
    expect(refresh).toHaveBeenCalled();
  });

  it.each([
    ['EMAIL_TAKEN', 'errors.emailTaken', 'New email address *', 'Account with emailaddress already exists'],
    ['INVALID_PASSWORD', 'errors.invalidPassword', 'Current password *', 'Your current password is not correct.'],
    ['EMAIL_MISMATCH', 'errors.emailMismatch', 'Repeat new email address *', 'The email addresses do not match.'],
  ])('shows %s on its field, focused, and keeps the input', async (code, messageKey, label, message) => {
    const { user } = renderIsland(<EmailForm email="sam@example.com" />, {
      mocks: [{ request: { query: ChangeEmail, variables: { input } }, error: commerceError(code, messageKey) }],
    });
    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(message);
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('New email address *')).toHaveValue(input.email);
    expect(screen.getByLabelText('Current password *')).toHaveValue(input.password);
    expect(refresh).not.toHaveBeenCalled();
  });
});
