import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { RestoreCart } from '@/graphql/cart';
import { Pdp, SearchProducts, UrlRecord } from '@/graphql/catalog';
import { GetContext, OrderDetail, PaymentMethods, ShippingMethods, StoreConfig } from '@/graphql/checkout';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { decodeOrderReference } from '@/lib/order-reference';
import type { StoreCode } from '@/lib/stores';
import { queryCatalog, queryVisitor, readContextToken } from './server';

/**
 * Server-side commerce reads (spec §7), through the per-request Apollo clients and deduplicated per
 * request with React `cache`. Catalog reads that do not depend on the visitor use the default client
 * (no token) and are also kept in Next's data cache for {@link CATALOG_REVALIDATE_SECONDS} under the
 * `catalog` tag (`revalidateTag('catalog')` refreshes them); stock is checked again on every cart
 * change, so a briefly stale size state sells nothing that is not there. Anything visitor-specific
 * (context, cart, orders) goes through the customer client and is never in a shared cache.
 */

/** How long catalog reads stay cached, in seconds. */
export const CATALOG_REVALIDATE_SECONDS = 60;

/**
 * Wraps a visitor-independent catalog read in the data cache, keyed by name and arguments, under the
 * `catalog` tag and the tags `tagsOf` derives from the arguments (e.g. `product:<sku>`), so a change
 * to one product revalidates its reads alone.
 */
function cachedCatalogRead<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[] = () => [],
) {
  return cache((...args: Args) =>
    unstable_cache(() => read(...args), ['catalog', name, JSON.stringify(args)], {
      tags: [CACHE_TAGS.catalog, ...tagsOf(...args)],
      revalidate: CATALOG_REVALIDATE_SECONDS,
    })(),
  );
}

/** Spec §7 Search for a PLP or product slice: products of a category and/or listed SKUs, paged (page from 1). */
export const searchProducts = cachedCatalogRead(
  'search',
  async (
    store: StoreCode,
    opts: {
      categoryId?: string;
      skus?: string[];
      search?: string;
      page?: number;
      itemsPerPage?: number;
      sort?: string;
    },
  ) => {
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
  },
);

/** URL record of a storefront path (`/dames/schoenen/`), or null. */
export const resolveUrlRecord = cachedCatalogRead('url', async (store: StoreCode, url: string) => {
  return (await queryCatalog(UrlRecord, { url }, store)).url;
});

/** Spec §7 pdp by SKU (`NNNNNN.NNN`); null when unknown. Also tagged `product:<sku>`. */
export const getPdp = cachedCatalogRead(
  'pdp',
  async (store: StoreCode, sku: string) => {
    const { pdp } = await queryCatalog(Pdp, { sku }, store);
    return pdp?.product ? { product: pdp.product, crossSellings: pdp.crossSellings } : null;
  },
  (_store, sku) => [CACHE_TAGS.product(sku)],
);

/** Spec §7 storeConfig (countries, salutations) of a storefront. */
export const getStoreConfig = cachedCatalogRead('storeConfig', async (store: StoreCode) => {
  return (await queryCatalog(StoreConfig, {}, store)).storeConfig;
});

/** The visitor's context (cart, customer, methods); null when the visitor has no context yet. */
export const getVisitorContext = cache(async (store: StoreCode) => {
  if (!(await readContextToken())) return null;
  return (await queryVisitor(GetContext, {}, store)).getContext;
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
