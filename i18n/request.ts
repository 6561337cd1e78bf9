import { getRequestConfig } from 'next-intl/server';
import en from '../messages/en.json';

type Messages = { [key: string]: string | Messages };

/** Deep-merges `over` onto `base`: English is the fallback for every key (DESIGN.md 'Stores'). */
function withFallback(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? withFallback(current, value) : value;
  }
  return merged;
}

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  nl: () => import('../messages/nl.json'),
  fr: () => import('../messages/fr.json'),
  de: () => import('../messages/de.json'),
};

/**
 * next-intl request config. The locale is the storefront's BCP 47 locale (`nl-NL`, `fr-BE`, …),
 * set by proxy.ts (header) and by `setRequestLocale` in the storefront layout.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = (await requestLocale) ?? 'nl-NL';
  const language = locale.split('-')[0]!;
  const load = loaders[language];
  const messages = load ? withFallback(en, (await load()).default) : en;
  return { locale, messages, timeZone: 'Europe/Amsterdam' };
});
