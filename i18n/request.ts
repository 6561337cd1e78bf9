import { storefront as storefrontSegment } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { STOREFRONTS, storeFromSegment } from '../lib/stores';
import en from '../messages/en.json';

/** A compiled message is a string or an array (next.config.ts precompiles them); a namespace is an object. */
type Messages = { [key: string]: string | unknown[] | Messages };

const isNamespace = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges `over` onto `base`: English is the fallback for every key (docs/architecture.md 'Storefronts'). */
function withFallback(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isNamespace(value) && isNamespace(current) ? withFallback(current, value) : value;
  }
  return merged;
}

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  nl: () => import('../messages/nl.json'),
  fr: () => import('../messages/fr.json'),
  de: () => import('../messages/de.json'),
};

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
 * next-intl request config. The locale is the storefront's BCP 47 locale (`nl-NL`, `fr-BE`, …): one
 * passed to `getTranslations({ locale })` (route handlers), else the root param's, else the one
 * `setRequestLocale` gave (global 404), else NL's.
 */
export default getRequestConfig(async ({ locale: requested, requestLocale }) => {
  const locale = requested ?? (await rootParamLocale()) ?? (await requestLocale) ?? 'nl-NL';
  const language = locale.split('-')[0]!;
  const load = loaders[language];
  const messages = load ? withFallback(en, (await load()).default) : en;
  return { locale, messages, timeZone: 'Europe/Amsterdam' };
});
