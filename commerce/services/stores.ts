/**
 * The storefronts as the contract lists them (spec §3 Store; §7 'Stores and alternate urls': stores and
 * currentStore.code beside esUrlsGlobal).
 */
import { COUNTRY_NAMES, LANGUAGE_NAMES, STORES, STORE_KEYS, type StoreDefinition } from '../config/stores';
import { storefrontLinkOrigin } from '../config/links';

/** Spec §3 Store (schema `Store`). */
export interface StoreDto {
  code: string;
  name: string;
  countryCode: string;
  lang: string;
  language: string;
  baseUrl: string;
}

/**
 * A storefront as schema `Store`: its code (x-store-key), its name in its own language (the country,
 * and the language where the country has a storefront per language: `België – Nederlands`), country,
 * language and locale, and the origin it is served on (the host map `STOREFRONT_DOMAINS`, as the mails'
 * links use it).
 */
export function storeDto(store: StoreDefinition): StoreDto {
  const country = COUNTRY_NAMES[store.country]?.[store.lang] ?? store.country;
  const languages = new Set(
    STORE_KEYS.filter((key) => STORES[key].country === store.country).map((key) => STORES[key].lang),
  );
  return {
    code: store.key,
    name: languages.size > 1 ? `${country} – ${LANGUAGE_NAMES[store.lang]}` : country,
    countryCode: store.country,
    lang: store.lang,
    language: store.locale,
    baseUrl: storefrontLinkOrigin(store.key),
  };
}

/** Every storefront (spec §7 'Stores and alternate urls': stores), in store id order (as configured). */
export function listStores(): StoreDto[] {
  return STORE_KEYS.map((key) => storeDto(STORES[key]));
}
