// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountLink } from '@/components/header/AccountLink';
import { customerHintChanged } from '@/lib/account/customer-hint';
import { COOKIES } from '@/lib/stores';
import '../support/render';

afterEach(() => Cookies.remove(COOKIES.customerHint));

const LABELS = { guest: 'Log in', customer: 'My account' };
const link = <AccountLink icon={<svg aria-hidden="true" data-testid="icon" />} labels={LABELS} />;

describe('header account link (spec §2 Header customer link)', () => {
  it("is 'Log in' to /account/ for a guest", () => {
    render(link);
    const account = screen.getByRole('link', { name: 'Log in' });
    expect(account).toHaveAttribute('href', expect.stringMatching(/^\/account\/?$/));
    expect(account).toContainElement(screen.getByTestId('icon'));
  });

  it("is 'My account' to /customer/ when the hint cookie says the session is logged in", () => {
    Cookies.set(COOKIES.customerHint, '1');
    render(link);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer\/?$/),
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('renders the guest link on the server even for a logged-in visitor: pages are cached and shared', () => {
    Cookies.set(COOKIES.customerHint, '1');
    const html = renderToString(link);
    expect(html).toContain('Log in');
    expect(html).not.toContain('My account');
  });

  it('switches after hydration, without a reload', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    const container = document.createElement('div');
    container.innerHTML = renderToString(link);
    document.body.append(container);
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, link);
    });
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    container.remove();
  });

  it('follows a login or logout in the same page when told the hint changed', () => {
    render(link);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    Cookies.set(COOKIES.customerHint, '1');
    act(() => customerHintChanged());
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    Cookies.remove(COOKIES.customerHint);
    act(() => customerHintChanged());
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('ignores any other value of the hint cookie', () => {
    Cookies.set(COOKIES.customerHint, 'true');
    render(link);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
