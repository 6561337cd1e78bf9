/**
 * Store code → Prismic document language (docs/architecture.md 'Storefronts'; spec §9 'Store id by locale'):
 * Austria and Luxembourg read the German and French documents.
 * Pure data: safe anywhere.
 */
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

/** Prismic language per storefront. */
export const PRISMIC_LANG_BY_STORE: Readonly<Record<StoreCode, string>> = Object.fromEntries(
  STORE_CODES.map((code) => [code, STOREFRONTS[code].prismicLang]),
) as Record<StoreCode, string>;

/** Language of the English copy (spec §1: 'Copy also exists in English'). */
export const ENGLISH_PRISMIC_LANG = 'en-gb';

/** Every language the repository holds, the master (`nl-nl`) first. */
export const PRISMIC_LANGS: readonly string[] = [...new Set(Object.values(PRISMIC_LANG_BY_STORE))];

/** Prismic lang of a store code; `EN` (or anything unknown) gives the English copy `en-gb`. */
export function prismicLangForStore(code: StoreCode | 'EN' | string): string {
  return (PRISMIC_LANG_BY_STORE as Record<string, string>)[code.toUpperCase()] ?? ENGLISH_PRISMIC_LANG;
}

/**
 * Prismic lang of a BCP 47 locale: `nl-NL` → `nl-nl`, `nl-BE` → `nl-be`, `fr-BE` → `fr-be`,
 * `fr-FR`/`fr` → `fr-fr`, `de-DE`/`de-AT`/`de` → `de-de`, `nl` → `nl-nl`, anything else → `en-gb`.
 */
export function prismicLangForLocale(locale: string): string {
  const lower = locale.toLowerCase().replace('_', '-');
  if (PRISMIC_LANGS.includes(lower)) return lower;
  const language = lower.split('-')[0];
  if (language === 'nl') return 'nl-nl';
  if (language === 'fr') return 'fr-fr';
  if (language === 'de') return 'de-de';
  return ENGLISH_PRISMIC_LANG;
}
