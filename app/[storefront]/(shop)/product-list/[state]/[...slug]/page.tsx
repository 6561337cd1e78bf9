import { notFound } from 'next/navigation';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { pathOfParams, pathRouteMetadata, samplePathParams } from '@/components/catalog/storefront-path-route';
import type { StorefrontPathParams } from '@/components/catalog/storefront-path-route';
import { resolvePagePath } from '@/lib/routing/page-path';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: StorefrontPathParams };

/** A sample per storefront, so lists are cached after their first visit (see `samplePathParams`). */
export const generateStaticParams = samplePathParams('page=1');

export const generateMetadata = pathRouteMetadata;

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
  const path = await pathOfParams(params);
  const resolved = await resolvePagePath(storefront, path);
  if (resolved.kind !== 'url-record' || resolved.pdp) notFound();
  return <ProductListPage record={resolved.record} storefront={storefront} state={path.state} belowLanding={false} />;
}
