/**
 * The messages of a storefront's locale (docs/architecture.md 'Storefronts'): English, with the
 * storefront's language deep-merged over it (English is the fallback for every key), with the
 * storefront's own overrides over that. An override is for a word one region of a language says
 * differently from the other: Belgian Dutch says 'waardebon' where the Netherlands says 'tegoedbon',
 * while both storefronts read `nl.json`. An override file (`messages/overrides/{locale}.json`, the
 * storefront's BCP 47 locale) holds only the keys it changes, with the same arguments and tags.
 */
import en from '../messages/en.json';

/** A compiled message is a string or an array (next.config.ts precompiles them); a namespace is an object. */
export type Messages = { [key: string]: string | unknown[] | Messages };

const isNamespace = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges `over` onto `base`: a key of `over` wins, a namespace merges key by key. */
export function withFallback(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isNamespace(value) && isNamespace(current) ? withFallback(current, value) : value;
  }
  return merged;
}

type Loader = () => Promise<{ default: Messages }>;

/** The message file of each language but English (statically imported: the fallback). */
const LANGUAGES: Record<string, Loader> = {
  nl: () => import('../messages/nl.json'),
  fr: () => import('../messages/fr.json'),
  de: () => import('../messages/de.json'),
};

/** The overrides of a storefront, by its locale; a storefront without a file reads its language as it is. */
export const MESSAGE_OVERRIDES: Readonly<Record<string, Loader>> = {
  'nl-BE': () => import('../messages/overrides/nl-BE.json'),
};

/**
 * The messages of BCP 47 `locale` (`nl-BE` → en ← nl ← overrides/nl-BE): its language's file
 * (the locale's first subtag) over English, and the locale's overrides over that. An unknown
 * language reads English.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  const language = LANGUAGES[locale.split('-')[0]!];
  const override = MESSAGE_OVERRIDES[locale];
  const [languageMessages, overrides] = await Promise.all([language?.(), override?.()]);
  let messages: Messages = en;
  if (languageMessages) messages = withFallback(messages, languageMessages.default);
  if (overrides) messages = withFallback(messages, overrides.default);
  return messages;
}
