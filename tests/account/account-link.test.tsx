// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createTranslator } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountLink } from '@/components/header/AccountLink';
import { AccountLinkClient, welcomeText } from '@/components/header/AccountLinkClient';
import { customerHintChanged } from '@/lib/account/customer-hint';
import {
  CUSTOMER_NAME_STORAGE_KEY,
  forgetFirstName,
  readRememberedFirstName,
  rememberFirstName,
} from '@/lib/account/customer-hint-name';
import { COOKIES } from '@/lib/stores';
import de from '@/messages/de.json';
import '../support/render';

// The server part reads the greeting's template: the German messages, to see the comma German puts in.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'de', messages: de, namespace: namespace as never }),
}));

afterEach(() => {
  Cookies.remove(COOKIES.customerHint);
  localStorage.clear();
});

const LABELS = { guest: 'Log in', customer: 'My account', welcome: 'Welcome {firstName}' };
const link = <AccountLinkClient icon={<svg aria-hidden="true" data-testid="icon" />} labels={LABELS} />;

describe('header account link (spec §2 Header customer link)', () => {
  it("is 'Log in' to /account/ for a guest", () => {
    render(link);
    const account = screen.getByRole('link', { name: 'Log in' });
    expect(account).toHaveAttribute('href', expect.stringMatching(/^\/account\/?$/));
    expect(account).toContainElement(screen.getByTestId('icon'));
  });

  it("is 'My account' to /customer/ when the hint cookie says logged in and no first name is remembered", () => {
    Cookies.set(COOKIES.customerHint, '1');
    render(link);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer\/?$/),
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it("says 'Welcome {firstName}' to /customer/ with the remembered first name, the text being its name", () => {
    Cookies.set(COOKIES.customerHint, '1');
    rememberFirstName('Anna');
    render(link);
    const account = screen.getByRole('link', { name: 'Welcome Anna' });
    expect(account).toHaveAttribute('href', expect.stringMatching(/^\/customer\/?$/));
    expect(account).toHaveTextContent(/^Welcome Anna$/);
  });

  it('renders the guest link on the server even for a logged-in visitor with a name: pages are cached and shared', () => {
    Cookies.set(COOKIES.customerHint, '1');
    rememberFirstName('Anna');
    const html = renderToString(link);
    expect(html).toContain('Log in');
    expect(html).not.toContain('My account');
    expect(html).not.toContain('Anna');
  });

  it('greets after hydration, without a reload, and keeps the name while hydrating', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    rememberFirstName('Anna');
    const container = document.createElement('div');
    container.innerHTML = renderToString(link);
    document.body.append(container);
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, link);
    });
    expect(screen.getByRole('link', { name: 'Welcome Anna' })).toBeInTheDocument();
    expect(readRememberedFirstName()).toBe('Anna');
    container.remove();
  });

  it('follows a login, a profile change and a logout in the same page', () => {
    render(link);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    Cookies.set(COOKIES.customerHint, '1');
    act(() => {
      rememberFirstName('Anna');
      customerHintChanged();
    });
    expect(screen.getByRole('link', { name: 'Welcome Anna' })).toBeInTheDocument();
    act(() => rememberFirstName('Annie'));
    expect(screen.getByRole('link', { name: 'Welcome Annie' })).toBeInTheDocument();
    Cookies.remove(COOKIES.customerHint);
    act(() => customerHintChanged());
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(readRememberedFirstName()).toBeNull();
  });

  it('forgets a name left behind when the hint cookie says logged out, and never shows it to a guest', () => {
    localStorage.setItem(CUSTOMER_NAME_STORAGE_KEY, 'Anna');
    render(link);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/Anna/)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_NAME_STORAGE_KEY)).toBeNull();
  });

  it("falls back to 'My account' when another tab forgets the name", () => {
    Cookies.set(COOKIES.customerHint, '1');
    rememberFirstName('Anna');
    render(link);
    localStorage.removeItem(CUSTOMER_NAME_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CUSTOMER_NAME_STORAGE_KEY }));
    });
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
  });

  it('ignores any other value of the hint cookie', () => {
    Cookies.set(COOKIES.customerHint, 'true');
    render(link);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('takes the server its template from the messages (German: "Willkommen, {firstName}")', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    rememberFirstName('Jürgen');
    render(await AccountLink({ icon: null, labels: { guest: 'Anmelden', customer: 'Mein Konto' } }));
    expect(screen.getByRole('link', { name: 'Willkommen, Jürgen' })).toBeInTheDocument();
  });
});

describe('the remembered first name', () => {
  it('is trimmed, cut to 60 characters and forgotten when empty', () => {
    rememberFirstName('  Anna  ');
    expect(readRememberedFirstName()).toBe('Anna');
    rememberFirstName('x'.repeat(80));
    expect(readRememberedFirstName()).toHaveLength(60);
    rememberFirstName('');
    expect(readRememberedFirstName()).toBeNull();
    rememberFirstName('Anna');
    forgetFirstName();
    expect(readRememberedFirstName()).toBeNull();
  });

  it('fills the greeting literally, whatever the name holds', () => {
    expect(welcomeText('Welcome {firstName}', "$& $' Anna")).toBe("Welcome $& $' Anna");
  });
});
