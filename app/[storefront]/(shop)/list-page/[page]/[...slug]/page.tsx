import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageLoading } from '@/components/layout/PageLoading';
import { parsePage, StorefrontPathPage, storefrontPathMetadata } from '@/components/catalog/StorefrontPathPage';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; page: string; slug: string[] }> };

async function pathOf(params: Props['params']) {
  const { slug, page } = await params;
  return { slug, page: parsePage(page) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storefrontPathMetadata(await storefrontFromParams(params), await pathOf(params));
}

async function ListPageContent({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  return <StorefrontPathPage storefront={storefront} path={await pathOf(params)} />;
}

/**
 * A later page of a PLP (spec §2 '/{slug}?page=N'). proxy.ts rewrites `/dames/schoenen/?page=2` here
 * (and answers a direct request for this internal path with 404), so the page number is part of
 * the path: each page is cached on its own and no page reads the query string, which would make
 * every PLP render per request.
 */
export default function ListPage({ params }: Props) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ListPageContent params={params} />
    </Suspense>
  );
}
