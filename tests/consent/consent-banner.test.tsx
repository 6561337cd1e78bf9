// @vitest-environment jsdom
import '../support/render';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { saveConsent } from '@/lib/consent/consent-state';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { dataLayerEvents, resetConsent, storeChoice } from './reset';

vi.mock('next/link', async () => {
  const { createElement } = await import('react');
  return {
    default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) =>
      createElement('a', { href, ...rest }, children),
  };
});

const copy = en.consent.banner;
const region = () => screen.queryByRole('region', { name: copy.title });

function renderBanner() {
  return render(
    <>
      <main id="main" tabIndex={-1} />
      <ConsentBanner copy={copy} cookieSettingsHref="/cookie-settings/" />
    </>,
  );
}

beforeEach(resetConsent);
afterEach(resetConsent);

describe('consent banner (spec §9 Cookies; cookie consent)', () => {
  it('shows the choice, the text and the link to the cookie settings until a choice is stored', () => {
    renderBanner();
    expect(region()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.title })).toBeInTheDocument();
    expect(screen.getByText(copy.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.acceptAll })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.onlyNecessary })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.settings })).toHaveAttribute('href', '/cookie-settings/');
  });

  it('accept all stores enabled for 100 days, pushes cookiePreference and goes away, focus on main', async () => {
    const user = userEvent.setup();
    const set = vi.spyOn(Cookies, 'set');
    renderBanner();
    await user.click(screen.getByRole('button', { name: copy.acceptAll }));
    expect(region()).not.toBeInTheDocument();
    expect(Cookies.get(COOKIES.consentSettings)).toBe('enabled');
    expect(Cookies.get(COOKIES.consentMessage)).toBe('1');
    expect(set).toHaveBeenCalledWith(COOKIES.consentSettings, 'enabled', expect.objectContaining({ expires: 100 }));
    expect(dataLayerEvents('cookiePreference')).toEqual([{ event: 'cookiePreference', cookiePreference: 'enabled' }]);
    expect(document.getElementById('main')).toHaveFocus();
    set.mockRestore();
  });

  it('only necessary stores disabled and goes away, by keyboard', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.tab();
    expect(screen.getByRole('button', { name: copy.acceptAll })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: copy.onlyNecessary })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region()).not.toBeInTheDocument();
    expect(Cookies.get(COOKIES.consentSettings)).toBe('disabled');
    expect(dataLayerEvents('cookiePreference')).toEqual([{ event: 'cookiePreference', cookiePreference: 'disabled' }]);
  });

  it('stays away on later visits and when the choice is made elsewhere (cookie settings block)', () => {
    storeChoice('disabled');
    const { unmount } = renderBanner();
    expect(region()).not.toBeInTheDocument();
    unmount();

    resetConsent();
    renderBanner();
    expect(region()).toBeInTheDocument();
    act(() => saveConsent('enabled'));
    expect(region()).not.toBeInTheDocument();
  });
});
