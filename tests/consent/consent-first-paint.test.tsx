// @vitest-environment jsdom
import '../support/render';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { CONSENT_OPEN_ATTRIBUTE, consentBannerScript } from '@/lib/consent/banner-script';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { resetConsent, storeChoice } from './reset';

vi.mock('next/link', async () => {
  const { createElement } = await import('react');
  return {
    default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) =>
      createElement('a', { href, ...rest }, children),
  };
});

/** Runs the inline script as the browser would while parsing the page; whether it opened the banner. */
function runScript() {
  document.documentElement.removeAttribute(CONSENT_OPEN_ATTRIBUTE);
  new Function(consentBannerScript())();
  return document.documentElement.hasAttribute(CONSENT_OPEN_ATTRIBUTE);
}

beforeEach(() => {
  resetConsent();
  document.documentElement.removeAttribute(CONSENT_OPEN_ATTRIBUTE);
});
afterEach(resetConsent);

describe('consent banner at first paint (spec §9 Cookies)', () => {
  it('is in the server HTML, which holds no visitor data, with its buttons and settings link', () => {
    const html = renderToString(<ConsentBanner copy={en.consent.banner} cookieSettingsHref="/cookie-settings/" />);
    expect(html).toContain(en.consent.banner.title);
    expect(html).toContain(en.consent.banner.acceptAll);
    expect(html).toContain('href="/cookie-settings/"');
    expect(html).not.toContain('data-open');
  });

  it('the inline script opens the banner unless both cookies hold a choice', () => {
    expect(runScript()).toBe(true);

    Cookies.set(COOKIES.consentMessage, '1', { path: '/' });
    expect(runScript()).toBe(true);
    Cookies.set(COOKIES.consentSettings, 'tampered', { path: '/' });
    expect(runScript()).toBe(true);

    storeChoice('disabled');
    expect(runScript()).toBe(false);
    storeChoice('enabled');
    expect(runScript()).toBe(false);
  });

  it('opens the banner when only the settings cookie is there', () => {
    Cookies.set(COOKIES.consentSettings, 'enabled', { path: '/' });
    expect(runScript()).toBe(true);
  });

  it('the browser render marks the banner open once it knows no choice is stored', () => {
    const { container } = render(<ConsentBanner copy={en.consent.banner} cookieSettingsHref="/cookie-settings/" />);
    expect(container.querySelector('section')).toHaveAttribute('data-open');
  });
});
