import 'server-only';
import { storeFromSegment } from '@/lib/stores';
import { searchProducts } from './queries';

/**
 * One product of a storefront's catalog, for the route params `next build` prerenders (Cache
 * Components wants at least one value per dynamic segment to validate and prerender a route; every
 * other path is rendered on its first visit and cached from then on). During the build the embedded
 * back end answers from a fresh in-memory copy of its seeded catalog (`commerce/db/client.ts`).
 *
 * @param segment the storefront route segment (`nl`, `benl`, …)
 * @returns the product's SKU and its url split into path segments, or null for an empty catalog
 */
export async function buildTimeSampleProduct(segment: string): Promise<{ sku: string; slug: string[] } | null> {
  const store = storeFromSegment(segment);
  if (!store) return null;
  const [product] = (await searchProducts(store, { itemsPerPage: 1 })).products;
  if (!product) return null;
  return { sku: product.sku, slug: product.url.split('/').filter(Boolean) };
}
