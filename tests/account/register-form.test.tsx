// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { RegisterCustomer } from '@/graphql/account';
import { RegisterForm } from '@/components/account/RegisterForm';
import { commerceError, contextWith } from './account-fixture';
import { renderIsland } from '../support/render';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }) }));

const SALUTATIONS = [
  { id: 'mr', key: 'mr', displayName: 'Herr' },
  { id: 'mrs', key: 'mrs', displayName: 'Frau' },
];

const INPUT = {
  salutationId: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.com',
  password: 'long enough',
  newsletter: true,
};

const registerAnswer = (result: 'ok' | Error, input = INPUT) => ({
  request: { query: RegisterCustomer, variables: { input } },
  ...(result === 'ok' ? { result: { data: { registerCustomer: contextWith(null) } } } : { error: result }),
});

async function fillIn(user: ReturnType<typeof renderIsland>['user'], values = INPUT) {
  await user.click(screen.getByRole('radio', { name: values.salutationId === 'mr' ? 'Mr' : 'Mrs' }));
  await user.type(screen.getByLabelText('First name *'), values.firstName);
  await user.type(screen.getByLabelText('Last name *'), values.lastName);
  await user.type(screen.getByLabelText('E-mail *'), values.email);
  await user.type(screen.getByLabelText('Password *'), values.password);
  if (values.newsletter) await user.click(screen.getByRole('checkbox'));
}

describe('register form (spec §2 /account/create/, §7 registerCustomer)', () => {
  it('labels the fields with their autocomplete purpose and shows the password rule', () => {
    renderIsland(<RegisterForm salutations={SALUTATIONS} />);
    expect(screen.getByLabelText('First name *')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name *')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('E-mail *')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password *');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(
      'Yes, I want to be the first to be informed about promotions and the latest collections.',
    );
    // No birthday here: the profile page asks for it.
    expect(screen.queryByLabelText(/birth/i)).toBeNull();
  });

  it('shows the spec §5 messages on blur, and the password minimum', async () => {
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />);
    await user.click(screen.getByLabelText('First name *'));
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail *'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password *'), 'seven77');
    await user.tab();
    expect(await screen.findByText('Your password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password *')).toHaveAccessibleDescription(
      'At least 8 characters. Your password needs at least 8 characters.',
    );
  });

  it('asks for the salutation on submit and focuses the first invalid field', async () => {
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The gender is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Mr' })).toHaveFocus());
  });

  it('sends the input and answers with the same neutral "check your mailbox" for any email', async () => {
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />, { mocks: [registerAnswer('ok')] });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const sent = await screen.findByTestId('register-sent');
    await waitFor(() => expect(sent).toHaveTextContent('Check your mailbox'));
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent).toHaveTextContent('We have sent an email to anna@example.com.');
    expect(sent).not.toHaveTextContent(/already exists|new account/i);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('sends newsletter false when the box stays empty', async () => {
    const input = { ...INPUT, salutationId: 'mr', newsletter: false };
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />, {
      mocks: [registerAnswer('ok', input)],
    });
    await fillIn(user, input);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('register-sent')).toHaveTextContent('Check your mailbox'));
  });

  it('shows a back-end error translated and marks the fields it names', async () => {
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />, {
      mocks: [registerAnswer(commerceError('INVALID_INPUT', 'errors.invalidInput', ['lastName']))],
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please check the fields marked in red.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name *')).toHaveFocus();
    expect(screen.getByText('Please check this field')).toBeInTheDocument();
    expect(screen.getByTestId('register-sent')).toBeEmptyDOMElement();
  });

  it('shows the first error when the back end answers several, and stops loading (spec §8 tablet registration error)', async () => {
    const errors = new CombinedGraphQLErrors({
      errors: [
        { message: 'RATE_LIMITED', extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' } },
        { message: 'INVALID_INPUT', extensions: { code: 'INVALID_INPUT', messageKey: 'errors.invalidInput' } },
      ],
    });
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />, { mocks: [registerAnswer(errors)] });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/^Too many attempts in a short time/)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Please check the fields marked in red.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.getByLabelText('First name *')).toHaveValue('Anna');
  });

  it('shows EMAIL_TAKEN with the spec string, should a back end send it', async () => {
    const { user } = renderIsland(<RegisterForm salutations={SALUTATIONS} />, {
      mocks: [registerAnswer(commerceError('EMAIL_TAKEN', 'errors.emailTaken'))],
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account with emailaddress already exists')).toHaveAttribute('role', 'alert');
  });
});
