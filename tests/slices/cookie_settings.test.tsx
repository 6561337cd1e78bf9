// @vitest-environment jsdom
import '../support/render';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Content } from '@prismicio/client';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CookieSettings from '@/slices/cookie_settings';
import mocks from '@/slices/cookie_settings/mocks.json';
import { saveConsent } from '@/lib/consent/consent-state';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { dataLayerEvents, resetConsent, storeChoice } from '../consent/reset';
import { sliceProps } from './content-slice-support';

vi.mock('next-intl/server', () => import('./content-slice-support'));

const mock = mocks[0] as unknown as Content.CookieSettingsSlice;
const copy = en.slices.cookie_settings;

async function renderSettings(slice: Content.CookieSettingsSlice = mock) {
  const element = await CookieSettings(sliceProps(slice));
  const view = render(<>{element}</>);
  // The form is its own chunk (LazyCookieSettingsForm): let it replace its Suspense fallback.
  await act(() => import('@/slices/cookie_settings/CookieSettingsForm'));
  return { user: userEvent.setup(), ...view };
}

const radio = (name: string) => screen.getByRole('radio', { name });

beforeEach(resetConsent);
afterEach(() => {
  resetConsent();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('cookie settings slice (spec §2 cookie settings, §4 Cookie settings, §9 Cookies)', () => {
  it('renders heading, intro, the two choices with descriptions (enabled preselected), save and button', async () => {
    await renderSettings();
    expect(screen.getByRole('region', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByText(/Necessary cookies, for your shopping bag and language/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: copy.legend })).toBeInTheDocument();
    expect(radio(copy.enabledLabel)).toBeChecked();
    expect(radio(copy.enabledLabel)).toHaveAccessibleDescription(copy.enabledDescription);
    expect(radio(copy.disabledLabel)).not.toBeChecked();
    expect(radio(copy.disabledLabel)).toHaveAccessibleDescription(copy.disabledDescription);
    expect(screen.getByRole('button', { name: copy.save })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/privacy-policy\/?$/),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders without CMS heading or text (the choice is its content); no button without text', async () => {
    const bare = { ...mock, primary: { ...mock.primary, title: null, richtext: [], button_text: null } };
    await renderSettings(bare as unknown as Content.CookieSettingsSlice);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(radio(copy.enabledLabel)).toBeChecked();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('preselects the stored choice', async () => {
    storeChoice('disabled');
    await renderSettings();
    expect(radio(copy.disabledLabel)).toBeChecked();
  });

  it('saving stores the choice, pushes cookiePreference and confirms with the matching description', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const { user } = await renderSettings();
    await user.click(radio(copy.disabledLabel));
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(Cookies.get(COOKIES.consentSettings)).toBe('disabled');
    expect(Cookies.get(COOKIES.consentMessage)).toBe('1');
    expect(set).toHaveBeenCalledWith(COOKIES.consentSettings, 'disabled', expect.objectContaining({ expires: 100 }));
    expect(dataLayerEvents('cookiePreference')).toEqual([{ event: 'cookiePreference', cookiePreference: 'disabled' }]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(copy.savedDisabled);
    expect(status).toHaveTextContent(copy.disabledDescription);
    expect(status).not.toHaveTextContent(copy.enabledDescription);

    // A new selection clears the confirmation; saving it confirms that one.
    await user.click(radio(copy.enabledLabel));
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(Cookies.get(COOKIES.consentSettings)).toBe('enabled');
    expect(status).toHaveTextContent(copy.savedEnabled);
    expect(status).toHaveTextContent(copy.enabledDescription);
  });

  it('follows a choice made in the banner', async () => {
    await renderSettings();
    act(() => saveConsent('disabled'));
    expect(radio(copy.disabledLabel)).toBeChecked();
  });

  it('scrolls to the hash target on mount, and only with a hash naming an element', async () => {
    const target = document.createElement('h2');
    target.id = 'third-party-cookies';
    target.scrollIntoView = vi.fn();
    document.body.appendChild(target);

    const first = await renderSettings();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    first.unmount();

    window.history.replaceState(null, '', '/cookie-settings/#elsewhere');
    const second = await renderSettings();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    second.unmount();

    window.history.replaceState(null, '', '/cookie-settings/#third-party-cookies');
    await renderSettings();
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });
});
