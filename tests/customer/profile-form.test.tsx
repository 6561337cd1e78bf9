// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateCustomer } from '@/graphql/account';
import { ProfileForm } from '@/components/customer/ProfileForm';
import { readRememberedFirstName } from '@/lib/account/customer-hint-name';
import { renderIsland } from '../support/render';
import { SALUTATIONS, commerceError, customerFixture } from './customer-fixture';

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

beforeEach(() => {
  refresh.mockReset();
  localStorage.clear();
});

const customer = customerFixture({ birthday: '1990-05-17', newsletter: false });

function renderForm(mocks: Parameters<typeof renderIsland>[1] = {}) {
  return renderIsland(
    <ProfileForm customer={customer} salutations={SALUTATIONS} locale="en-GB" currentYear={2026} />,
    mocks,
  );
}

function updated(input: Record<string, unknown>) {
  return {
    request: { query: UpdateCustomer, variables: { input } },
    result: {
      data: {
        updateCustomer: {
          __typename: 'Context',
          customer: customerFixture({
            firstName: input.firstName as string,
            lastName: input.lastName as string,
            birthday: input.birthday as string | null,
            newsletter: input.newsletter as boolean,
            salutation: { __typename: 'Salutation', id: 'mrs', key: 'mrs', displayName: 'Mrs' } as never,
          }),
        },
      },
    },
  };
}

describe('profile form (/customer/edit/, spec §5)', () => {
  it('starts from the customer, with the birthday in three labelled selects named in the locale', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Day')).toHaveValue('17');
    expect(screen.getByLabelText('Month')).toHaveValue('5');
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('May');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByLabelText('Month')).toHaveAttribute('autocomplete', 'bday-month');
    expect(screen.getByLabelText('Year')).toHaveAttribute('autocomplete', 'bday-year');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
  });

  it('shows an impossible date when the month leaves its select, and focuses it on submit', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), '2');
    expect(screen.queryByText('Please enter a valid date of birth')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Please enter a valid date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-describedby', 'profile-birthday-error');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveFocus());
    await user.selectOptions(screen.getByLabelText('Month'), '3');
    await waitFor(() => expect(screen.queryByText('Please enter a valid date of birth')).toBeNull());
  });

  it('asks for the missing part of a birthday on submit, at that select', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Year'), '');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please choose a day, month and year')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveFocus();
  });

  it('sends the joined birthday, the current names for empty ones, and announces the save', async () => {
    const { user } = renderForm({
      mocks: [
        updated({
          salutationId: 'mrs',
          firstName: 'Sam',
          lastName: 'Jansen',
          birthday: '1991-01-02',
          newsletter: true,
        }),
      ],
    });
    await user.click(screen.getByRole('radio', { name: 'Mrs' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.selectOptions(screen.getByLabelText('Day'), '2');
    await user.selectOptions(screen.getByLabelText('Month'), '1');
    await user.selectOptions(screen.getByLabelText('Year'), '1991');
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const status = await screen.findByText('Your details have been saved.');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(refresh).toHaveBeenCalled();
  });

  it('clears the birthday when all its selects are emptied', async () => {
    const { user } = renderForm({
      mocks: [updated({ salutationId: 'mr', firstName: 'Sam', lastName: 'Jansen', birthday: null, newsletter: false })],
    });
    for (const label of ['Day', 'Month', 'Year']) await user.selectOptions(screen.getByLabelText(label), '');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
  });

  it('keeps the input and shows a translated alert when the save fails', async () => {
    const { user } = renderForm({
      mocks: [
        {
          request: {
            query: UpdateCustomer,
            variables: {
              input: {
                salutationId: 'mr',
                firstName: 'Kim',
                lastName: 'Jansen',
                birthday: '1990-05-17',
                newsletter: false,
              },
            },
          },
          error: commerceError('NOT_LOGGED_IN', 'errors.notLoggedIn'),
        },
      ],
    });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please log in first.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form', { name: 'Profile' })).toHaveAttribute('aria-describedby', 'profile-form-error');
    expect(screen.getByLabelText('First name')).toHaveValue('Kim');
    expect(refresh).not.toHaveBeenCalled();
    expect(readRememberedFirstName()).toBeNull();
  });

  it('gives the header greeting the saved first name', async () => {
    const { user } = renderForm({
      mocks: [
        updated({
          salutationId: 'mr',
          firstName: 'Kim',
          lastName: 'Jansen',
          birthday: '1990-05-17',
          newsletter: false,
        }),
      ],
    });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(readRememberedFirstName()).toBe('Kim');
  });
});
