import { connection } from 'next/server';
import { sitemapFiles } from '@/lib/sitemap/sections';
import { sitemapNotFound, xmlResponse } from '@/lib/sitemap/responses';
import { sitemapIndexXml } from '@/lib/sitemap/xml';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { storeFromSegment } from '@/lib/stores';

/**
 * The storefront's sitemap index (`/sitemap.xml`, proxy.ts rewrites it here; spec §2 crawlers,
 * docs/decisions/0032-sitemaps-and-hreflang.md): its sitemaps at `/sitemaps/{section}-{n}.xml` on the
 * storefront's own origin, each with its newest `lastmod`. robots.txt names it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ storefront: string }> }) {
  // Answered per request from the cached reads, never prerendered with the build's catalogue.
  await connection();
  const store = storeFromSegment((await params).storefront);
  if (!store) return sitemapNotFound();
  const origin = storefrontOrigin(store);
  const files = await sitemapFiles(store);
  return xmlResponse(
    sitemapIndexXml(files.map(({ name, lastmod }) => ({ loc: `${origin}/sitemaps/${name}.xml`, lastmod }))),
  );
}
