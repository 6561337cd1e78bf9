import { StorefrontPathPage } from '@/components/catalog/StorefrontPathPage';
import { pathOfParams, pathRouteMetadata, samplePathParams } from '@/components/catalog/storefront-path-route';
import type { StorefrontPathParams } from '@/components/catalog/storefront-path-route';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: StorefrontPathParams };

/** One product page per storefront is prerendered; every other path is cached on its first visit. */
export const generateStaticParams = samplePathParams();

export const generateMetadata = pathRouteMetadata;

/**
 * A path the cache has not seen yet is rendered in full before it is sent (no loading placeholder
 * that the content then replaces: no layout shift, complete HTML for crawlers), then served from
 * cache (ISR with Cache Components).
 */
export const instant = false;

/**
 * Catch-all route (spec §2 '/{slug}'): a top category's landing page and list, content, blog and lookbook pages
 * (proxy.ts sends a PDP and every other PLP to routes of their own, lib/routing/page-route.ts); any kind renders here.
 */
export default async function CatchAllPage({ params }: Props) {
  return <StorefrontPathPage storefront={await storefrontFromParams(params)} path={await pathOfParams(params)} />;
}
