import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageLoading } from '@/components/layout/PageLoading';
import { StorefrontPathPage, storefrontPathMetadata } from '@/components/catalog/StorefrontPathPage';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; slug: string[] }> };

/** One product page per storefront is prerendered; every other path is cached on its first visit. */
export async function generateStaticParams({ params }: { params: { storefront: string } }) {
  const sample = await buildTimeSampleProduct(params.storefront);
  return sample ? [{ slug: sample.slug }] : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storefrontPathMetadata(await storefrontFromParams(params), { slug: (await params).slug, page: 1 });
}

async function CatchAllContent({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  return <StorefrontPathPage storefront={storefront} path={{ slug: (await params).slug, page: 1 }} />;
}

/**
 * Catch-all route (spec §2 '/{slug}'): PLP (page 1), PDP or content page. The slug is read inside
 * Suspense, so a path the cache has not seen yet gets the storefront's shell at once and its content
 * streamed; after that first visit the whole page is served from cache (ISR with Cache
 * Components). Later PLP pages (`?page=N`) come through `list-page/[page]` (proxy.ts).
 */
export default function CatchAllPage({ params }: Props) {
  return (
    <Suspense fallback={<PageLoading />}>
      <CatchAllContent params={params} />
    </Suspense>
  );
}
