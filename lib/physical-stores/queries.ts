import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  StoreLocatorSavedStores,
  StoreLocatorSearch,
  StoreLocatorStore,
  type PhysicalStoreData,
} from '@/graphql/store-locator';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CommerceError } from '@/lib/commerce/errors';
import { queryCatalog } from '@/lib/commerce/server';
import { MAX_CUSTOMER_SETTINGS_ENTRIES } from '@/lib/wishlist/customer-settings';
import { storeFromSegment, STOREFRONTS, type StoreCode } from '@/lib/stores';
import type { LocatorQuery } from './locator-query';
import { COUNTRY_CENTRES, OVERVIEW_LIMIT } from './overview';

/**
 * Server reads of the physical stores (spec §2 '/geschaefte/', §6 'My stores', §7
 * findServicePoints). Store data is the same for every visitor: each read is a `'use cache'`
 * function keyed by its arguments, with the catalog's cache life and tag. Nothing here knows the
 * time: 'today' and 'open now' are computed in the browser (docs/decisions/0024-…).
 */

/** Stores a search answers (nearest first). */
export const SEARCH_LIMIT = 20;

/** A locator search's answer: the stores nearest first, or why there are none. */
export type StoreSearchResult =
  | { ok: true; stores: PhysicalStoreData[] }
  /** LOCATION_NOT_FOUND: the place is unknown; INVALID_INPUT: the query cannot be asked. */
  | { ok: false; error: 'LOCATION_NOT_FOUND' | 'INVALID_INPUT' };

/** The findServicePoints errors that are answers (kept in the cache like any answer), not failures. */
const ANSWER_ERRORS = new Set(['LOCATION_NOT_FOUND', 'INVALID_INPUT']);

/**
 * §7 findServicePoints for the stores (`providers: ["stores"]`) around a place: a zip code or city
 * (geocoded by commerce, in the storefront's country first, then across borders) or a position.
 * Stores of every country come back, nearest first, at most {@link SEARCH_LIMIT}.
 *
 * @throws CommerceError when commerce fails otherwise (network, server error)
 */
export async function searchStores(
  store: StoreCode,
  query: Extract<LocatorQuery, { kind: 'place' | 'position' }>,
): Promise<StoreSearchResult> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  const place = query.kind === 'place' ? { location: query.q } : { lat: query.lat, lng: query.lng };
  try {
    const data = await queryCatalog(
      StoreLocatorSearch,
      { query: { providers: ['stores'], ...place, limit: SEARCH_LIMIT } },
      store,
    );
    return { ok: true, stores: data.findServicePoints };
  } catch (caught) {
    const code = caught instanceof CommerceError ? caught.code : '';
    if (ANSWER_ERRORS.has(code)) return { ok: false, error: code as 'LOCATION_NOT_FOUND' | 'INVALID_INPUT' };
    throw caught;
  }
}

/**
 * Every store for the locator without a query: those of `country` (the storefront's), and the
 * stores of other countries, as two reads around the country's middle ({@link COUNTRY_CENTRES}),
 * at most {@link OVERVIEW_LIMIT} each; unordered (`overview.ts` orders them).
 *
 * @throws CommerceError when commerce cannot answer
 */
export async function allStores(store: StoreCode, country: string): Promise<PhysicalStoreData[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  const centre = COUNTRY_CENTRES[country] ?? COUNTRY_CENTRES.NL!;
  const ask = (limitTo?: string) =>
    queryCatalog(
      StoreLocatorSearch,
      { query: { providers: ['stores'], ...centre, limit: OVERVIEW_LIMIT, ...(limitTo ? { country: limitTo } : {}) } },
      store,
    );
  const [own, everywhere] = await Promise.all([ask(country), ask()]);
  return [...own.findServicePoints, ...everywhere.findServicePoints];
}

/** The store with `reference` (spec §2 '/geschaefte/{reference}/'), or null. */
export async function getPhysicalStore(store: StoreCode, reference: string): Promise<PhysicalStoreData | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  return (await queryCatalog(StoreLocatorStore, { reference }, store)).physicalStore ?? null;
}

/**
 * The stores of `providerIds` in that order, unknown ones left out (spec §6 'My stores';
 * physicalStores), at most the 200 a customer can keep.
 */
export async function getPhysicalStores(
  store: StoreCode,
  providerIds: readonly string[],
): Promise<PhysicalStoreData[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  if (providerIds.length === 0) return [];
  const ids = providerIds.slice(0, MAX_CUSTOMER_SETTINGS_ENTRIES);
  return (await queryCatalog(StoreLocatorSavedStores, { providerIds: [...ids] }, store)).physicalStores;
}

/**
 * One store's reference for the route params `next build` prerenders (Cache Components wants a
 * sample per dynamic segment): the first of the storefront's country; null when commerce has none
 * or cannot answer (the build goes on).
 *
 * @param segment the storefront route segment (`nl`, `benl`, …)
 */
export async function buildTimeSampleStore(segment: string): Promise<string | null> {
  const store = storeFromSegment(segment);
  if (!store) return null;
  try {
    const stores = await allStores(store, STOREFRONTS[store].countryCode);
    return stores.find((candidate) => candidate.reference)?.reference ?? null;
  } catch (error) {
    console.warn(`[store-locator] no sample store for ${segment}: ${(error as Error).message}`);
    return null;
  }
}
