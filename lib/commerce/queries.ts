import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { Addresses, GetCustomer } from '@/graphql/account';
import { CustomerClub, CustomerVouchers, OrderHistory } from '@/graphql/club';
import { CustomerWishlist } from '@/graphql/wishlist';
import { RestoreCart } from '@/graphql/cart';
import {
  AlternateUrls,
  ListProducts,
  Pdp,
  SearchProducts,
  StoreDeliveryPromise,
  UrlRecord,
  type PdpProduct,
} from '@/graphql/catalog';
import { PLP_PAGE_SIZE } from '@/lib/commerce/plp';
import { DEFAULT_SORT, searchFilters, type PlpState, type SortKey } from '@/lib/catalog/plp-state';
import { GetContext, OrderDetail, PaymentMethods, ShippingMethods, StoreConfig } from '@/graphql/checkout';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { ORDER_HISTORY_PAGE_SIZE } from '@/lib/customer/order-paths';
import { decodeOrderReference } from '@/lib/order-reference';
import { isComingSoon } from '@/lib/product/size-state';
import { STORE_CODES, type StoreCode } from '@/lib/stores';
import { queryCatalog, queryCatalogWithErrors, queryVisitor, readContextToken } from './server';

/**
 * Server-side commerce reads (spec §7). Catalog reads do not depend on the visitor: each is a
 * `'use cache'` function (docs/architecture.md 'Caching and revalidation'), keyed by its arguments, tagged
 * `catalog` (and `product:<sku>` for a product page), kept for the `catalog` cache life and expired
 * by tag the moment stock, a price or a product changes (`lib/cache/revalidate.ts`). Stock is
 * checked again on every cart change, so a briefly stale size state sells nothing that is not
 * there. Anything visitor-specific (context, cart, orders) goes through the customer client, is
 * deduplicated per request with React `cache` and never enters a shared cache.
 */

/** Search options of {@link searchProducts}. */
export interface ProductSearchOptions {
  categoryId?: string;
  skus?: string[];
  search?: string;
  /** Page number from 1. */
  page?: number;
  itemsPerPage?: number;
  sort?: string;
}

/** Spec §7 Search for a PLP or product slice: products of a category and/or listed SKUs, paged (page from 1). */
export async function searchProducts(store: StoreCode, opts: ProductSearchOptions) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  const filters = [
    ...(opts.categoryId ? [{ name: 'category', values: [opts.categoryId] }] : []),
    ...(opts.skus?.length ? [{ name: 'sku', values: opts.skus }] : []),
  ];
  const data = await queryCatalog(
    SearchProducts,
    {
      search: opts.search ?? '',
      filters,
      plp: Boolean(opts.categoryId),
      page: opts.page ?? 1,
      itemsPerPage: opts.itemsPerPage ?? 24,
      sort: opts.sort ?? null,
    },
    store,
  );
  return data.search.productData;
}

/**
 * A product list in a state (spec §2 'Product lists' and search results): page `state.page` of
 * {@link PLP_PAGE_SIZE} products for the search text and the scope's filters (a PLP's category)
 * plus the state's, in the state's sort (else `listSort`, the list's own default), with the facets of the
 * whole result. Cached like every catalog read, keyed by the canonical state.
 */
export async function listProducts(
  store: StoreCode,
  scope: { search?: string; filters?: { name: string; values: string[] }[] },
  state: PlpState,
  listSort: SortKey = DEFAULT_SORT,
) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  const data = await queryCatalog(
    ListProducts,
    {
      search: scope.search ?? '',
      filters: [...(scope.filters ?? []), ...searchFilters(state)],
      page: state.page,
      itemsPerPage: PLP_PAGE_SIZE,
      sort: state.sort ?? listSort,
    },
    store,
  );
  return data.search.productData;
}

/** URL record of a storefront path (`/dames/schoenen/`), or null. */
export async function resolveUrlRecord(store: StoreCode, url: string) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  return (await queryCatalog(UrlRecord, { url }, store)).url;
}

/**
 * Spec §7 'Stores and alternate urls': the URL of a record's page (`UrlRecord.id` of `store`) in
 * every store that has it, as store code → root-relative URL; empty when the id is unknown. Only the
 * storefronts commerce lists (`stores`) that this storefront serves are kept, and nothing when the
 * answer is another store's (`currentStore.code`): record ids are per store.
 */
export async function getAlternateUrls(store: StoreCode, urlId: string): Promise<Partial<Record<StoreCode, string>>> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  const { stores, esUrlsGlobal, currentStore } = await queryCatalog(AlternateUrls, { urlId }, store);
  const urls: Partial<Record<StoreCode, string>> = {};
  if (currentStore.code !== store) return urls;
  const listed = new Set(stores.map((entry) => entry.code));
  for (const { storeCode, url } of esUrlsGlobal?.urls ?? []) {
    if (listed.has(storeCode) && (STORE_CODES as readonly string[]).includes(storeCode))
      urls[storeCode as StoreCode] = url;
  }
  return urls;
}

/**
 * Spec §7 pdp by SKU (`NNNNNN.NNN`); null when unknown. Tagged `product:<sku>` too. `comingSoon`
 * (spec §4: the coming-soon date lies ahead) is decided here, with the cached entry: a shared page
 * must not read the clock while it renders, and the entry lives a minute at most. Errors commerce
 * sends beside the product (spec §8 'Product fetch returns errors alongside data': a field that failed
 * is null) are logged and returned as `errors` (their messages) with the product, so the page still
 * renders what it has; only an answer without a product is null.
 */
export async function getPdp(store: StoreCode, sku: string) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog, CACHE_TAGS.product(sku));
  const { data, errors } = await queryCatalogWithErrors(Pdp, { sku }, store);
  const pdp = data.pdp;
  if (!pdp?.product) return null;
  return {
    // GraphQL merges the two selections of `variants` into one list (see PdpVariant).
    product: pdp.product as PdpProduct,
    crossSellings: pdp.crossSellings ?? [],
    comingSoon: isComingSoon(pdp.product.comingSoonDate),
    errors: errors.map((error) => error.message),
  };
}

/** Spec §7 storeConfig (countries, salutations) of a storefront. */
export async function getStoreConfig(store: StoreCode) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  return (await queryCatalog(StoreConfig, {}, store)).storeConfig;
}

/**
 * The storefront's delivery promise (spec §9; storeConfig.deliveryPromise): `{ inStock, notInStock }`,
 * each `{ min, max }` in delivery days. The back end owns the rule; copy that states a delivery time
 * reads it here. Cached with the catalog.
 */
export async function getDeliveryPromise(store: StoreCode) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  return (await queryCatalog(StoreDeliveryPromise, {}, store)).storeConfig.deliveryPromise;
}

/**
 * The payment methods a storefront offers, for every visitor alike (spec §7 getPaymentMethods without a
 * context): the footer shows their logos. Cached with the catalog.
 */
export async function getStorePaymentMethods(store: StoreCode) {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  return (await queryCatalog(PaymentMethods, {}, store)).getPaymentMethods;
}

/** The visitor's context (cart, customer, methods); null when the visitor has no context yet. */
export const getVisitorContext = cache(async (store: StoreCode) => {
  if (!(await readContextToken())) return null;
  return (await queryVisitor(GetContext, {}, store)).getContext;
});

/**
 * The logged-in customer of the visitor's session (spec §7 getCustomer), or null for a guest or
 * without a session. The back end decides: a token whose customer is a guest is no login.
 */
export const getVisitorCustomer = cache(async (store: StoreCode) => {
  if (!(await readContextToken())) return null;
  return (await queryVisitor(GetCustomer, {}, store)).getCustomer;
});

/**
 * The logged-in customer's address book (spec §7 addresses), oldest first. Only for a visitor whose
 * customer {@link getVisitorCustomer} found: the back end answers NOT_LOGGED_IN otherwise.
 */
export const getVisitorAddresses = cache(async (store: StoreCode) => {
  return (await queryVisitor(Addresses, {}, store)).addresses;
});

/** The logged-in visitor's club card and usable vouchers (spec §9 Club, §7 vouchers). */
export const getVisitorClub = cache(async (store: StoreCode) => {
  return queryVisitor(CustomerClub, {}, store);
});

/** The logged-in visitor's usable vouchers (spec §7 vouchers); [] for a guest or without a session. */
export const getVisitorVouchers = cache(async (store: StoreCode) => {
  if (!(await readContextToken())) return [];
  return (await queryVisitor(CustomerVouchers, {}, store)).vouchers;
});

/**
 * The logged-in visitor's wishlist products as cards, newest first (spec §7 getWishlist). Only for a
 * visitor whose customer {@link getVisitorCustomer} found: the back end answers NOT_LOGGED_IN otherwise.
 */
export const getVisitorWishlist = cache(async (store: StoreCode) => {
  return (await queryVisitor(CustomerWishlist, {}, store)).getWishlist.products;
});

/** One page (1-based) of the logged-in visitor's order history, newest first (spec §7 GetOrderHistory). */
export const getVisitorOrderHistory = cache(async (store: StoreCode, page: number) => {
  return (await queryVisitor(OrderHistory, { page, limit: ORDER_HISTORY_PAGE_SIZE }, store)).GetOrderHistory;
});

/** Shipping methods available for the visitor's cart, with their price matrix. */
export const getShippingMethods = cache(async (store: StoreCode) => {
  return (await queryVisitor(ShippingMethods, {}, store)).getShippingMethods;
});

/** Payment methods of the visitor's context. */
export const getPaymentMethods = cache(async (store: StoreCode) => {
  return (await queryVisitor(PaymentMethods, {}, store)).getPaymentMethods;
});

/** Order detail for an encoded order reference (spec §2 finish page); null when unknown. */
export const getOrderByReference = cache(async (store: StoreCode, reference: string | undefined) => {
  const decoded = decodeOrderReference(reference);
  if (!decoded) return null;
  return (await queryVisitor(OrderDetail, { id: decoded.orderId, deepLinkCode: decoded.deepLinkCode }, store)).SwOrder;
});

/**
 * Puts the lines of the visitor's failed or cancelled order back into the cart (spec §8 'We have
 * saved your shopping cart'). Idempotent on the back end; returns the cart, or null without session.
 * Deduplicated per request, so the page and a layout may both ask for it.
 */
export const restoreVisitorCart = cache(async (store: StoreCode) => {
  if (!(await readContextToken())) return null;
  return (await queryVisitor(RestoreCart, {}, store, 'mutation')).restoreCart.cart;
});
