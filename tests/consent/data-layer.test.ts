// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pushCookiePreference, pushDataLayer, pushPageView } from '@/lib/analytics/data-layer';
import { HOME_PATHS, homePathsFor, pageTypeFor } from '@/lib/analytics/page-type';
import { cookieSettingsPath } from '@/lib/consent/settings-path';

afterEach(() => {
  delete window.dataLayer;
});

describe('data layer (spec §7 Analytics events)', () => {
  it('creates window.dataLayer on the first push and keeps the order', () => {
    expect(window.dataLayer).toBeUndefined();
    pushDataLayer({ event: 'first' });
    pushDataLayer({ event: 'second', value: 2 });
    expect(window.dataLayer).toEqual([{ event: 'first' }, { event: 'second', value: 2 }]);
  });

  it('pushes cookiePreference with the choice', () => {
    pushCookiePreference('disabled');
    expect(window.dataLayer).toEqual([{ event: 'cookiePreference', cookiePreference: 'disabled' }]);
  });

  it('pushes pageView with pageType, pageUrl, pageTitle, the logged-in flag and the language', () => {
    pushPageView({
      pageType: 'home',
      pageUrl: 'https://nl.example/',
      pageTitle: 'Stride & Style',
      loggedIn: false,
      language: 'nl',
      inStore: false,
      storeLocation: null,
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'pageView',
        pageType: 'home',
        pageUrl: 'https://nl.example/',
        pageTitle: 'Stride & Style',
        loggedIn: false,
        language: 'nl',
        inStore: false,
        storeLocation: null,
      },
    ]);
  });
});

describe('page type (spec §2 Content page: home and men’s home report home)', () => {
  it('is home for / and the men’s home, with or without the trailing slash', () => {
    expect(HOME_PATHS).toEqual(['/', '/heren-home/']);
    expect(pageTypeFor('/')).toBe('home');
    expect(pageTypeFor('/heren-home/')).toBe('home');
    expect(pageTypeFor('/heren-home')).toBe('home');
  });

  it('is other everywhere else', () => {
    expect(pageTypeFor('/dames/')).toBe('other');
    expect(pageTypeFor('/heren/')).toBe('other');
    expect(pageTypeFor('/products/123456.001/')).toBe('other');
    expect(pageTypeFor('/heren-home/', ['/'])).toBe('other');
  });
});

describe('paths per language until they come from content (demo content uids)', () => {
  it('has the men’s home of each language as a home path', () => {
    expect(homePathsFor('nl')).toEqual(['/', '/heren-home/']);
    expect(homePathsFor('de')).toEqual(['/', '/herren-home/']);
    expect(homePathsFor('fr')).toEqual(['/', '/accueil-homme/']);
    expect(pageTypeFor('/accueil-homme/', homePathsFor('fr'))).toBe('home');
    expect(pageTypeFor('/heren-home/', homePathsFor('fr'))).toBe('other');
  });

  it('has the cookie settings page of each language', () => {
    expect(cookieSettingsPath('nl')).toBe('/cookie-settings/');
    expect(cookieSettingsPath('de')).toBe('/cookie-einstellungen/');
    expect(cookieSettingsPath('fr')).toBe('/parametres-cookies/');
    expect(cookieSettingsPath('en')).toBe('/cookie-settings/');
  });
});
