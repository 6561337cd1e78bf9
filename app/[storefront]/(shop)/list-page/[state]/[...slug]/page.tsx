import { StorefrontPathPage } from '@/components/catalog/StorefrontPathPage';
import { pathOfParams, pathRouteMetadata, samplePathParams } from '@/components/catalog/storefront-path-route';
import type { StorefrontPathParams } from '@/components/catalog/storefront-path-route';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: StorefrontPathParams };

/** A sample per storefront, so later pages are cached after their first visit like every other path. */
export const generateStaticParams = samplePathParams('page=2');

export const generateMetadata = pathRouteMetadata;

/** Rendered in full before it is sent, then served from cache (see the catch-all page). */
export const instant = false;

/**
 * A later page of a blog or lookbook list (spec §2 '/{slug}?page=N'; docs/decisions/0006-list-state-in-the-path.md):
 * proxy.ts rewrites `/blog/?page=2` here (and answers a direct request for this internal path with 404), so the
 * state is part of the path: each page is cached on its own and no page reads the query string. Product lists in
 * any state have their own route (`product-list/`).
 */
export default async function ListPage({ params }: Props) {
  return <StorefrontPathPage storefront={await storefrontFromParams(params)} path={await pathOfParams(params)} />;
}
