import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/product/ProductDetail';
import { pathOfParams, pathRouteMetadata, samplePathParams } from '@/components/catalog/storefront-path-route';
import type { StorefrontPathParams } from '@/components/catalog/storefront-path-route';
import { resolvePagePath } from '@/lib/routing/page-path';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: StorefrontPathParams };

/** One product page per storefront is prerendered; every other product is cached on its first visit. */
export const generateStaticParams = samplePathParams();

export const generateMetadata = pathRouteMetadata;

/** Rendered in full before it is sent, then served from cache (see the catch-all page). */
export const instant = false;

/**
 * The PDP at a product's URL record (spec §2 '/{slug}'): proxy.ts rewrites a path the resolver finds to be a
 * product here (lib/routing/page-route.ts) and answers a direct request for this internal path with 404.
 * A route of its own, so the page ships the PDP's client islands only. Anything else here (the catalog
 * changed since proxy.ts looked, at most 60 s ago) is a 404.
 */
export default async function ProductDetailPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const resolved = await resolvePagePath(storefront, await pathOfParams(params));
  if (resolved.kind !== 'url-record' || !resolved.pdp) notFound();
  return <ProductDetail {...resolved.pdp} storefront={storefront} />;
}
