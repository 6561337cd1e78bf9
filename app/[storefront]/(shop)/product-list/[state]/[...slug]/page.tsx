import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { storefrontPathMetadata } from '@/components/catalog/storefront-path-metadata';
import { parseStateSegment } from '@/lib/catalog/plp-state';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import { resolvePagePath } from '@/lib/routing/page-path';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; state: string; slug: string[] }> };

async function pathOf(params: Props['params']) {
  const { slug, state } = await params;
  return { slug, state: parseStateSegment(state) };
}

/**
 * A sample per storefront, so lists are cached after their first visit (without one Next renders this route per
 * request). Its product's path is no list and prerenders as a 404, which no shopper reaches: proxy.ts sends
 * only lists here.
 */
export async function generateStaticParams({ params }: { params: { storefront: string } }) {
  const sample = await buildTimeSampleProduct(params.storefront);
  return sample ? [{ state: 'page=1', slug: sample.slug }] : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storefrontPathMetadata(await storefrontFromParams(params), await pathOf(params));
}

/** Rendered in full before it is sent, then served from cache (see the catch-all page). */
export const instant = false;

/**
 * A PLP without landing content above it (spec §2 '/{slug}', '?page=N', filters and sort in the URL): a list
 * below the top level, a brand or sale page, or any list in a state of its own. proxy.ts rewrites such a path
 * here with its state as a segment (lib/routing/page-route.ts; docs/decisions/0006-list-state-in-the-path.md)
 * and answers a direct request for this internal path with 404. A route of its own, so the page ships the
 * list's client islands only. Anything else here (the catalog changed since proxy.ts looked) is a 404.
 */
export default async function ProductListRoutePage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const path = await pathOf(params);
  const resolved = await resolvePagePath(storefront, path);
  if (resolved.kind !== 'url-record' || resolved.pdp) notFound();
  return <ProductListPage record={resolved.record} storefront={storefront} state={path.state} belowLanding={false} />;
}
