import { storefront as storefrontSegment } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { STOREFRONTS, storeFromSegment } from '../lib/stores';
import { loadMessages } from './messages';

/**
 * The storefront's locale from the `[storefront]` root param (`next/root-params`): readable inside
 * `'use cache'` and part of its key, so cached pages render in their storefront's language. Null
 * outside `app/[storefront]/` (the global 404 sets its locale with `setRequestLocale`).
 */
async function rootParamLocale(): Promise<string | null> {
  let segment: string | undefined;
  try {
    segment = (await storefrontSegment()) as string | undefined;
  } catch {
    // Route handlers have no root params (Next 16); they pass their locale to getTranslations.
    return null;
  }
  const code = segment ? storeFromSegment(segment) : undefined;
  return code ? STOREFRONTS[code].locale : null;
}

/**
 * next-intl request config. The messages are the locale's (`loadMessages`: English, the language,
 * the storefront's overrides). The locale is the storefront's BCP 47 locale (`nl-NL`, `fr-BE`, …): one
 * passed to `getTranslations({ locale })` (route handlers), else the root param's, else the one
 * `setRequestLocale` gave (global 404), else NL's.
 */
export default getRequestConfig(async ({ locale: requested, requestLocale }) => {
  const locale = requested ?? (await rootParamLocale()) ?? (await requestLocale) ?? 'nl-NL';
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Amsterdam' };
});
