import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { PDP, SEARCH_PRODUCTS, URL_RECORD, type PdpResult, type SearchProductsResult, type UrlRecordResult } from '@/graphql/catalog';
import {
  GET_CONTEXT,
  ORDER_DETAIL,
  PAYMENT_METHODS,
  RESTORE_CART,
  SHIPPING_METHODS,
  STORE_CONFIG,
  type GetContextResult,
  type OrderDetailResult,
  type PaymentMethodsResult,
  type RestoreCartResult,
  type ShippingMethodsResult,
  type StoreConfigResult,
} from '@/graphql/checkout';
import { decodeOrderReference } from '@/lib/order-reference';
import type { StoreCode } from '@/lib/stores';
import { commerceRequest, readContextToken } from './server';

/**
 * Server-side commerce reads (spec §7), deduplicated per request with React `cache`. Catalog reads
 * that do not depend on the visitor are also kept in Next's data cache for
 * {@link CATALOG_REVALIDATE_SECONDS} under the `catalog` tag (`revalidateTag('catalog')` refreshes
 * them); stock is checked again on every cart change, so a briefly stale size state sells nothing
 * that is not there. Anything visitor-specific (context, cart, orders) is never in a shared cache.
 */

/** How long catalog reads stay cached, in seconds. */
export const CATALOG_REVALIDATE_SECONDS = 60;

/** Wraps a visitor-independent catalog read in the data cache (keyed by name and arguments). */
function cachedCatalogRead<Args extends unknown[], Result>(name: string, read: (...args: Args) => Promise<Result>) {
  return cache(unstable_cache(read, ['catalog', name], { tags: ['catalog'], revalidate: CATALOG_REVALIDATE_SECONDS }));
}

/** Spec §7 Search for a PLP or product slice: products of a category and/or listed SKUs, paged (page from 1). */
export const searchProducts = cachedCatalogRead(
  'search',
  async (store: StoreCode, opts: { categoryId?: string; skus?: string[]; search?: string; page?: number; itemsPerPage?: number; sort?: string }) => {
    const filters = [
      ...(opts.categoryId ? [{ name: 'category', values: [opts.categoryId] }] : []),
      ...(opts.skus?.length ? [{ name: 'sku', values: opts.skus }] : []),
    ];
    const { data } = await commerceRequest<SearchProductsResult>(
      SEARCH_PRODUCTS,
      { search: opts.search ?? '', filters, plp: Boolean(opts.categoryId), page: opts.page ?? 1, itemsPerPage: opts.itemsPerPage ?? 24, sort: opts.sort ?? null },
      { store },
    );
    return data.search.productData;
  },
);

/** URL record of a storefront path (`/dames/schoenen/`), or null. */
export const resolveUrlRecord = cachedCatalogRead('url', async (store: StoreCode, url: string) => {
  const { data } = await commerceRequest<UrlRecordResult>(URL_RECORD, { url }, { store });
  return data.url;
});

/** Spec §7 pdp by SKU (`NNNNNN.NNN`); null when unknown. */
export const getPdp = cachedCatalogRead('pdp', async (store: StoreCode, sku: string) => {
  const { data } = await commerceRequest<PdpResult>(PDP, { sku }, { store });
  return data.pdp?.product ? { product: data.pdp.product, crossSellings: data.pdp.crossSellings } : null;
});

/** The visitor's context (cart, customer, methods); null when the visitor has no context yet. */
export const getVisitorContext = cache(async (store: StoreCode) => {
  const token = await readContextToken();
  if (!token) return null;
  const { data } = await commerceRequest<GetContextResult>(GET_CONTEXT, {}, { store, token });
  return data.getContext;
});

export const getStoreConfig = cachedCatalogRead('storeConfig', async (store: StoreCode) => {
  const { data } = await commerceRequest<StoreConfigResult>(STORE_CONFIG, {}, { store });
  return data.storeConfig;
});

export const getShippingMethods = cache(async (store: StoreCode) => {
  const { data } = await commerceRequest<ShippingMethodsResult>(SHIPPING_METHODS, {}, { store, token: await readContextToken() });
  return data.getShippingMethods;
});

export const getPaymentMethods = cache(async (store: StoreCode) => {
  const { data } = await commerceRequest<PaymentMethodsResult>(PAYMENT_METHODS, {}, { store, token: await readContextToken() });
  return data.getPaymentMethods;
});

/** Order detail for an encoded order reference (spec §2 finish page); null when unknown. */
export const getOrderByReference = cache(async (store: StoreCode, reference: string | undefined) => {
  const decoded = decodeOrderReference(reference);
  if (!decoded) return null;
  const { data } = await commerceRequest<OrderDetailResult>(
    ORDER_DETAIL,
    { id: decoded.orderId, deepLinkCode: decoded.deepLinkCode },
    { store, token: await readContextToken() },
  );
  return data.SwOrder;
});

/**
 * Puts the lines of the visitor's failed or cancelled order back into the cart (spec §8 'We have
 * saved your shopping cart'). Idempotent on the back end; returns the cart, or null without session.
 */
export async function restoreVisitorCart(store: StoreCode) {
  const token = await readContextToken();
  if (!token) return null;
  const { data } = await commerceRequest<RestoreCartResult>(RESTORE_CART, {}, { store, token });
  return data.restoreCart.cart;
}
