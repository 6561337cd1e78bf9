// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteCustomer, Logout } from '@/graphql/account';
import { DeleteAccount } from '@/components/customer/DeleteAccount';
import { LogoutButton } from '@/components/customer/LogoutButton';
import { readRememberedFirstName, rememberFirstName } from '@/lib/account/customer-hint-name';
import { renderIsland } from '../support/render';
import { commerceError } from './customer-fixture';

// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const reloadTo = vi.fn();
vi.mock('@/lib/customer/full-reload', () => ({ reloadTo: (path: string) => reloadTo(path) }));

beforeEach(() => {
  reloadTo.mockReset();
  localStorage.clear();
});

const deleted = {
  request: { query: DeleteCustomer },
  result: { data: { DeleteCustomer: { __typename: 'Context', customer: null } } },
};

describe('delete account (spec §7 DeleteCustomer, §4)', () => {
  it('opens a confirmation dialog from the keyboard, starts on Cancel, and gives focus back when Escape closes it', async () => {
    const { user } = renderIsland(<DeleteAccount />);
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    // jsdom's dialog stand-in has no Escape handling: close as the browser does on Escape.
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('closes with Cancel (keyboard) without deleting', async () => {
    const { user } = renderIsland(<DeleteAccount />);
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    opener.focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it("deletes the account on confirmation, forgets the header greeting's first name and loads the home page in full", async () => {
    rememberFirstName('Sam');
    const { user } = renderIsland(<DeleteAccount />, { mocks: [deleted] });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, delete my account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(readRememberedFirstName()).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes, delete my account' })).toBeDisabled();
  });

  it('stays in the dialog with a translated alert when the deletion fails', async () => {
    const { user } = renderIsland(<DeleteAccount />, {
      mocks: [{ request: { query: DeleteCustomer }, error: commerceError('NOT_LOGGED_IN', 'errors.notLoggedIn') }],
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please log in first.');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toBeEnabled();
    expect(reloadTo).not.toHaveBeenCalled();
  });
});

describe('log out (spec §4 Customer, §7 logout)', () => {
  it("logs out, forgets the header greeting's first name and loads the home page in full", async () => {
    rememberFirstName('Sam');
    const { user } = renderIsland(<LogoutButton label="Log out" />, {
      mocks: [{ request: { query: Logout }, result: { data: { logout: { __typename: 'Context', customer: null } } } }],
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(readRememberedFirstName()).toBeNull();
  });

  it('goes home too when the session was already gone ("You\'re already logged out"), forgetting the name', async () => {
    rememberFirstName('Sam');
    const { user } = renderIsland(<LogoutButton label="Log out" />, {
      mocks: [{ request: { query: Logout }, error: commerceError('NOT_LOGGED_IN', 'errors.alreadyLoggedOut') }],
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(readRememberedFirstName()).toBeNull();
  });

  it('stays, still logged in and greeted, with a translated alert when the call fails otherwise', async () => {
    rememberFirstName('Sam');
    const { user } = renderIsland(<LogoutButton label="Log out" />, {
      mocks: [{ request: { query: Logout }, error: new Error('offline') }],
    });
    const button = screen.getByRole('button', { name: 'Log out' });
    await user.click(button);
    expect(await screen.findByText('Something went wrong. Please try again.')).toHaveAttribute('role', 'alert');
    expect(button).toBeEnabled();
    expect(reloadTo).not.toHaveBeenCalled();
    expect(readRememberedFirstName()).toBe('Sam');
  });
});
