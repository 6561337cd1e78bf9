// @vitest-environment jsdom
import '../support/render';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent, useConsent, useThirdPartyAllowed } from '@/lib/consent/consent-state';
import { parseConsentChoice, readConsentChoice, writeConsentChoice } from '@/lib/consent/cookies';
import { COOKIES } from '@/lib/stores';
import { dataLayerEvents, resetConsent, storeChoice } from './reset';

beforeEach(resetConsent);
afterEach(() => {
  resetConsent();
  vi.restoreAllMocks();
});

describe('consent cookies (spec §9: consent message and settings cookies, 100 days each)', () => {
  it('reads no choice until both cookies hold one', () => {
    expect(readConsentChoice()).toBeNull();
    Cookies.set(COOKIES.consentSettings, 'enabled');
    expect(readConsentChoice()).toBeNull();
    Cookies.set(COOKIES.consentMessage, '1');
    expect(readConsentChoice()).toBe('enabled');
    Cookies.set(COOKIES.consentSettings, 'maybe');
    expect(readConsentChoice()).toBeNull();
  });

  it('parses only the two choices', () => {
    expect(parseConsentChoice('enabled')).toBe('enabled');
    expect(parseConsentChoice('disabled')).toBe('disabled');
    expect(parseConsentChoice('ENABLED')).toBeNull();
    expect(parseConsentChoice(undefined)).toBeNull();
  });

  it('writes both cookies for 100 days on path /, SameSite=Lax, Secure only on https', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeConsentChoice('disabled');
    expect(set).toHaveBeenCalledWith(COOKIES.consentSettings, 'disabled', {
      expires: 100,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    expect(set).toHaveBeenCalledWith(COOKIES.consentMessage, '1', expect.objectContaining({ expires: 100 }));
    expect(readConsentChoice()).toBe('disabled');

    set.mockClear();
    set.mockImplementation(() => undefined);
    writeConsentChoice('enabled', true);
    expect(set).toHaveBeenCalledWith(COOKIES.consentSettings, 'enabled', expect.objectContaining({ secure: true }));
  });
});

describe('consent state', () => {
  it('is pending on the server, so the server and hydration renders show nothing visitor-specific', () => {
    storeChoice('enabled');
    function Probe() {
      return createElement('span', null, useConsent());
    }
    expect(renderToString(createElement(Probe))).toBe('<span>pending</span>');
  });

  it('reads the stored choice in the browser', () => {
    storeChoice('disabled');
    const { result } = renderHook(() => [useConsent(), useThirdPartyAllowed()]);
    expect(result.current).toEqual(['disabled', false]);
  });

  it('updates every subscriber when a choice is saved, and pushes cookiePreference', () => {
    const first = renderHook(() => useConsent());
    const second = renderHook(() => useThirdPartyAllowed());
    expect(first.result.current).toBe('none');
    expect(second.result.current).toBe(false);

    act(() => saveConsent('enabled'));
    expect(first.result.current).toBe('enabled');
    expect(second.result.current).toBe(true);
    expect(Cookies.get(COOKIES.consentSettings)).toBe('enabled');
    expect(Cookies.get(COOKIES.consentMessage)).toBe('1');
    expect(dataLayerEvents('cookiePreference')).toEqual([{ event: 'cookiePreference', cookiePreference: 'enabled' }]);

    act(() => saveConsent('disabled'));
    expect(second.result.current).toBe(false);
    expect(dataLayerEvents('cookiePreference').at(-1)).toEqual({
      event: 'cookiePreference',
      cookiePreference: 'disabled',
    });
  });
});
