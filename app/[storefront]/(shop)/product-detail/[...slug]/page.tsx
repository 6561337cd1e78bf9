import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { storefrontPathMetadata } from '@/components/catalog/storefront-path-metadata';
import { ProductDetail } from '@/components/product/ProductDetail';
import { DEFAULT_PLP_STATE } from '@/lib/catalog/plp-state';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import { resolvePagePath } from '@/lib/routing/page-path';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; slug: string[] }> };

/** One product page per storefront is prerendered; every other product is cached on its first visit. */
export async function generateStaticParams({ params }: { params: { storefront: string } }) {
  const sample = await buildTimeSampleProduct(params.storefront);
  return sample ? [{ slug: sample.slug }] : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storefrontPathMetadata(await storefrontFromParams(params), {
    slug: (await params).slug,
    state: DEFAULT_PLP_STATE,
  });
}

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
  const resolved = await resolvePagePath(storefront, { slug: (await params).slug, state: DEFAULT_PLP_STATE });
  if (resolved.kind !== 'url-record' || !resolved.pdp) notFound();
  return <ProductDetail {...resolved.pdp} storefront={storefront} />;
}
