import type { Metadata } from 'next';
import { StorefrontPathPage } from '@/components/catalog/StorefrontPathPage';
import { storefrontPathMetadata } from '@/components/catalog/storefront-path-metadata';
import { parseStateSegment } from '@/lib/catalog/plp-state';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; state: string; slug: string[] }> };

async function pathOf(params: Props['params']) {
  const { slug, state } = await params;
  return { slug, state: parseStateSegment(state) };
}

/**
 * A sample per storefront, so later pages are cached after their first visit like every other path
 * (without one Next renders this route per request). Any path renders here; a product's is at hand.
 */
export async function generateStaticParams({ params }: { params: { storefront: string } }) {
  const sample = await buildTimeSampleProduct(params.storefront);
  return sample ? [{ state: 'page=2', slug: sample.slug }] : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storefrontPathMetadata(await storefrontFromParams(params), await pathOf(params));
}

/** Rendered in full before it is sent, then served from cache (see the catch-all page). */
export const instant = false;

/**
 * A list in a state of its own: a later page (spec §2 '/{slug}?page=N'), a filtered or sorted PLP
 * (docs/decisions/0006-list-state-in-the-path.md). proxy.ts rewrites `/dames/schoenen/?brand=nike&page=2`
 * here (and answers a direct request for this internal path with 404), so the state is part of the path: each
 * state is cached on its own and no page reads the query string, which would make every PLP render per
 * request.
 */
export default async function ListPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  return <StorefrontPathPage storefront={storefront} path={await pathOf(params)} />;
}
