/**
 * The consent banner is part of every cached page's HTML, so a first-time visitor sees it with the
 * page's first paint rather than after hydration (it was the cart's LCP element at 3.5 s on a
 * simulated phone). It stays hidden until this inline script, placed after it, has run: by then its
 * markup is parsed whole, so a streamed page never paints it half-built (it is anchored to the
 * bottom and would grow upwards, a layout shift), and a visitor who has chosen never sees it flash.
 * Pure: no imports beyond the cookie names.
 */
import { COOKIES } from '@/lib/stores';
import { CONSENT_CHOICES } from './cookies';

/** The attribute on `<html>` that shows the server-rendered banner to a visitor who has not chosen. */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';

/**
 * The inline script's source: sets {@link CONSENT_OPEN_ATTRIBUTE} on `<html>` unless the message
 * cookie is `1` and the settings cookie is a known choice (the rule of `readConsentChoice`).
 */
export function consentBannerScript(): string {
  const message = JSON.stringify(`${COOKIES.consentMessage}=1`);
  const settings = JSON.stringify(CONSENT_CHOICES.map((choice) => `${COOKIES.consentSettings}=${choice}`));
  return (
    `(function(){var c=document.cookie.split('; ');` +
    `if(!(c.indexOf(${message})>-1&&${settings}.some(function(v){return c.indexOf(v)>-1})))` +
    `document.documentElement.setAttribute('${CONSENT_OPEN_ATTRIBUTE}','')})()`
  );
}
