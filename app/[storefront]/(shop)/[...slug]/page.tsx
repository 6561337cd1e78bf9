import type { Metadata } from 'next';
import { StorefrontPathPage } from '@/components/catalog/StorefrontPathPage';
import { storefrontPathMetadata } from '@/components/catalog/storefront-path-metadata';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import { storefrontFromParams } from '@/lib/storefront';
import { DEFAULT_PLP_STATE } from '@/lib/catalog/plp-state';

type Props = { params: Promise<{ storefront: string; slug: string[] }> };

/** One product page per storefront is prerendered; every other path is cached on its first visit. */
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

/**
 * A path the cache has not seen yet is rendered in full before it is sent (no loading placeholder
 * that the content then replaces: no layout shift, complete HTML for crawlers), then served from
 * cache (ISR with Cache Components).
 */
export const instant = false;

/**
 * Catch-all route (spec §2 '/{slug}'): PLP (page 1), PDP or content page. Later PLP pages
 * (`?page=N`) come through `list-page/[page]` (proxy.ts).
 */
export default async function CatchAllPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  return <StorefrontPathPage storefront={storefront} path={{ slug: (await params).slug, state: DEFAULT_PLP_STATE }} />;
}
