import type { Storefront } from '@/lib/stores';

/**
 * The cookie settings page per language (spec §1 'Localised paths': /cookie-settings/), as the demo
 * content names it (`cms_page` uids). A default until the path comes from content.
 */
const COOKIE_SETTINGS_PATHS: Record<Storefront['language'], string> = {
  nl: '/cookie-settings/',
  de: '/cookie-einstellungen/',
  fr: '/parametres-cookies/',
  en: '/cookie-settings/',
};

/** The spec's path of the cookie settings page, for copy and tests. */
export const COOKIE_SETTINGS_PATH = '/cookie-settings/';

/** The cookie settings page of a storefront language. */
export function cookieSettingsPath(language: Storefront['language']): string {
  return COOKIE_SETTINGS_PATHS[language] ?? COOKIE_SETTINGS_PATH;
}
