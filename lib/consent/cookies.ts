/**
 * The consent cookies (spec §9 'Cookies': consent message and settings cookies, 100 days each),
 * read and written in the browser with js-cookie. Pages come from a shared cache per storefront
 * (docs/architecture.md 'Visitor data'), so the server never reads them: nothing visitor-specific is
 * rendered there. The server writes them only when the cookie settings form posts before its script
 * has loaded (lib/consent/form-post.ts: the same names and values, Secure, readable by script).
 *
 * | cookie (`COOKIES` in lib/stores.ts)      | value                    | meaning                                        |
 * | ---------------------------------------- | ------------------------ | ---------------------------------------------- |
 * | `sw-cookie-consent` (`consentMessage`)   | `1`                      | the visitor answered the consent banner        |
 * | `sw-cookie-settings` (`consentSettings`) | `enabled` \| `disabled`  | third-party cookies and scripts allowed or not |
 *
 * Both: 100 days, path `/`, SameSite=Lax, Secure on https. A choice counts only when both are there
 * and the settings value is known; anything else means "not answered yet" and shows the banner.
 */
import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/stores';

/** The two choices of spec §4 'Cookie settings': `enabled` (default, recommended) or `disabled`. */
export const CONSENT_CHOICES = ['enabled', 'disabled'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The choice preselected where the visitor has not chosen yet (spec §4: enabled is the default). */
export const DEFAULT_CONSENT_CHOICE: ConsentChoice = 'enabled';

/** A cookie value as a choice; anything else (missing, tampered) is null. */
export function parseConsentChoice(value: string | null | undefined): ConsentChoice | null {
  return (CONSENT_CHOICES as readonly string[]).includes(value ?? '') ? (value as ConsentChoice) : null;
}

/** The stored choice, or null while the visitor has not answered (browser only; null on the server). */
export function readConsentChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  if (Cookies.get(COOKIES.consentMessage) !== '1') return null;
  return parseConsentChoice(Cookies.get(COOKIES.consentSettings));
}

/** Writes both consent cookies for `choice` (100 days, path /, SameSite=Lax, Secure on https). */
export function writeConsentChoice(choice: ConsentChoice, secure = window.location.protocol === 'https:'): void {
  const attributes: Cookies.CookieAttributes = {
    expires: COOKIES.consentMaxAgeDays,
    path: '/',
    sameSite: 'Lax',
    secure,
  };
  Cookies.set(COOKIES.consentSettings, choice, attributes);
  Cookies.set(COOKIES.consentMessage, '1', attributes);
}
