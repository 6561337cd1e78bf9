/** The five storefronts (x-store-key header values). Currency EUR everywhere; prices include VAT. */
export type StoreKey = 'NL' | 'BENL' | 'BEFR' | 'DE' | 'FR';
export type Lang = 'nl' | 'fr' | 'de' | 'en';

export interface StoreDefinition {
  key: StoreKey;
  id: number;
  locale: string;
  lang: Lang;
  country: string;
  vatRate: number;
  currency: 'EUR';
  /** Countries a shipping address may be in. */
  countries: string[];
}

export const STORES: Record<StoreKey, StoreDefinition> = {
  NL: {
    key: 'NL',
    id: 1,
    locale: 'nl-NL',
    lang: 'nl',
    country: 'NL',
    vatRate: 21,
    currency: 'EUR',
    countries: ['NL', 'BE'],
  },
  BENL: {
    key: 'BENL',
    id: 3,
    locale: 'nl-BE',
    lang: 'nl',
    country: 'BE',
    vatRate: 21,
    currency: 'EUR',
    countries: ['BE', 'NL'],
  },
  BEFR: {
    key: 'BEFR',
    id: 4,
    locale: 'fr-BE',
    lang: 'fr',
    country: 'BE',
    vatRate: 21,
    currency: 'EUR',
    countries: ['BE', 'FR'],
  },
  DE: {
    key: 'DE',
    id: 5,
    locale: 'de-DE',
    lang: 'de',
    country: 'DE',
    vatRate: 19,
    currency: 'EUR',
    countries: ['DE', 'AT'],
  },
  FR: {
    key: 'FR',
    id: 6,
    locale: 'fr-FR',
    lang: 'fr',
    country: 'FR',
    vatRate: 20,
    currency: 'EUR',
    countries: ['FR', 'BE'],
  },
};

export const STORE_KEYS = Object.keys(STORES) as StoreKey[];
export const DEFAULT_STORE_KEY: StoreKey = 'NL';
export const LANGS: Lang[] = ['nl', 'fr', 'de', 'en'];

/** Store for an x-store-key header value: missing → NL, unknown → null (STORE_NOT_FOUND). */
export function resolveStore(header: string | null | undefined): StoreDefinition | null {
  if (header == null || header.trim() === '') return STORES[DEFAULT_STORE_KEY];
  const key = header.trim().toUpperCase();
  return (STORES as Record<string, StoreDefinition>)[key] ?? null;
}

export const COUNTRY_NAMES: Record<string, Record<Lang, string>> = {
  NL: { nl: 'Nederland', fr: 'Pays-Bas', de: 'Niederlande', en: 'Netherlands' },
  BE: { nl: 'België', fr: 'Belgique', de: 'Belgien', en: 'Belgium' },
  DE: { nl: 'Duitsland', fr: 'Allemagne', de: 'Deutschland', en: 'Germany' },
  AT: { nl: 'Oostenrijk', fr: 'Autriche', de: 'Österreich', en: 'Austria' },
  FR: { nl: 'Frankrijk', fr: 'France', de: 'Frankreich', en: 'France' },
};

export const LANGUAGE_NAMES: Record<Lang, string> = { nl: 'Nederlands', fr: 'Français', de: 'Deutsch', en: 'English' };

export const SALUTATIONS: Record<'mr' | 'mrs', Record<Lang, string>> = {
  mr: { nl: 'Dhr.', fr: 'M.', de: 'Herr', en: 'Mr' },
  mrs: { nl: 'Mevr.', fr: 'Mme', de: 'Frau', en: 'Mrs' },
};

/** PostgreSQL text search configuration per language. */
export const TS_CONFIG: Record<Lang, string> = { nl: 'dutch', fr: 'french', de: 'german', en: 'english' };

/** Spec §9 and the cart rules. */
export const MAX_LINE_QUANTITY = 10;

/** Spec §9 search: products per page of a search without itemsPerPage. */
export const DEFAULT_ITEMS_PER_PAGE = 24;
/** Spec §9 search: 3 quick results (the search overlay's isQuickSearch). */
export const QUICK_SEARCH_ITEMS = 3;
/** Most products one search page returns, whatever itemsPerPage asks. */
export const MAX_ITEMS_PER_PAGE = 100;
/** Spec §7 / §9 search: at most 5 category urls and 5 suggestions. */
export const SEARCH_URL_LIMIT = 5;
export const SEARCH_SUGGESTION_LIMIT = 5;

/**
 * Spec §9 delivery promise, in delivery days (Monday to Saturday): 1-3 when every cart line is in
 * stock at the distribution centre, else 5-8; a variant's own delivery time wins when longer.
 */
export const DELIVERY_DAYS_IN_STOCK: readonly [number, number] = [1, 3];
export const DELIVERY_DAYS_NOT_IN_STOCK: readonly [number, number] = [5, 8];
/** Calendar of the shop (all storefronts are in Central European Time): the order day and delivery days count here. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';
export const DEFAULT_ALLOWED_HOSTS = 'localhost,127.0.0.1,nl.localhost,be.localhost,fr.localhost,de.localhost';

export function allowedHosts(): string[] {
  return (process.env.STOREFRONT_ALLOWED_HOSTS ?? DEFAULT_ALLOWED_HOSTS)
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}
