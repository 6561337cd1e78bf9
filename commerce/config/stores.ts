/**
 * The storefronts (x-store-key header values; spec §9 'Store id by locale'). Prices include VAT; EUR
 * everywhere but the English store, which sells in GBP from its own price list.
 */
export type StoreKey = 'NL' | 'EN' | 'BENL' | 'BEFR' | 'DE' | 'AT' | 'FR' | 'LUDE' | 'LUFR';
/** Currencies of the stores' price lists: EUR is the catalogue's base price (`products.price_cents`). */
export type Currency = 'EUR' | 'GBP';
export type Lang = 'nl' | 'fr' | 'de' | 'en';

export interface StoreDefinition {
  key: StoreKey;
  id: number;
  locale: string;
  lang: Lang;
  country: string;
  vatRate: number;
  currency: Currency;
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
  EN: {
    key: 'EN',
    id: 2,
    locale: 'en-GB',
    lang: 'en',
    country: 'GB',
    vatRate: 20,
    currency: 'GBP',
    countries: ['GB'],
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
  /** Austria on the German store (id 5): its catalogue and language, Austria first and its VAT. */
  AT: {
    key: 'AT',
    id: 5,
    locale: 'de-AT',
    lang: 'de',
    country: 'AT',
    vatRate: 20,
    currency: 'EUR',
    countries: ['AT', 'DE'],
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
  LUDE: {
    key: 'LUDE',
    id: 7,
    locale: 'de-LU',
    lang: 'de',
    country: 'LU',
    vatRate: 17,
    currency: 'EUR',
    countries: ['LU', 'BE', 'DE', 'FR'],
  },
  LUFR: {
    key: 'LUFR',
    id: 8,
    locale: 'fr-LU',
    lang: 'fr',
    country: 'LU',
    vatRate: 17,
    currency: 'EUR',
    countries: ['LU', 'BE', 'FR', 'DE'],
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
  LU: { nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg', en: 'Luxembourg' },
  GB: { nl: 'Verenigd Koninkrijk', fr: 'Royaume-Uni', de: 'Vereinigtes Königreich', en: 'United Kingdom' },
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
 * Spec §9 delivery promise, in delivery days (Monday to Saturday): the short window (1-3) when every
 * cart line is in stock at the distribution centre and the store is served at home, the long window
 * (3-5) for the same in a store served across the border (`DELIVERY_PROMISE_LONG_STORES`), else 5-8;
 * a variant's own delivery time wins when longer.
 */
export const DELIVERY_DAYS_SHORT: readonly [number, number] = [1, 3];
export const DELIVERY_DAYS_LONG: readonly [number, number] = [3, 5];
export const DELIVERY_DAYS_NOT_IN_STOCK: readonly [number, number] = [5, 8];
/**
 * Stores the distribution centre serves across the border (the same stores pay the cross-border
 * shipping rate, seed/store-methods.ts): their in-stock promise is the long window.
 */
export const DELIVERY_PROMISE_LONG_STORES: readonly StoreKey[] = ['AT', 'LUDE', 'LUFR'];

/** The store's in-stock delivery window in delivery days: short, or long for a cross-border store. */
export function inStockDeliveryDays(storeKey: StoreKey): readonly [number, number] {
  return DELIVERY_PROMISE_LONG_STORES.includes(storeKey) ? DELIVERY_DAYS_LONG : DELIVERY_DAYS_SHORT;
}
/** Calendar of the distribution centre (Central European Time): the order day and delivery days count here, in every store. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';
export const DEFAULT_ALLOWED_HOSTS =
  'localhost,127.0.0.1,nl.localhost,uk.localhost,nl.be.localhost,fr.be.localhost,be.localhost,de.localhost,at.localhost,fr.localhost,lu.localhost,de.lu.localhost';

export function allowedHosts(): string[] {
  return (process.env.STOREFRONT_ALLOWED_HOSTS ?? DEFAULT_ALLOWED_HOSTS)
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}
