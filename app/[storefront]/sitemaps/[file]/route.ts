import { connection } from 'next/server';
import { parseSitemapFileName, sitemapEntries } from '@/lib/sitemap/sections';
import { sitemapNotFound, xmlResponse } from '@/lib/sitemap/responses';
import { urlSetXml } from '@/lib/sitemap/xml';
import { storeFromSegment } from '@/lib/stores';

/**
 * One of the storefront's sitemaps (`/sitemaps/{section}-{n}.xml`, named by `/sitemap.xml`; proxy.ts
 * rewrites it here): its URLs with their alternates. An unknown name or a shard past the end is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ storefront: string; file: string }> }) {
  await connection();
  const { storefront, file } = await params;
  const store = storeFromSegment(storefront);
  const name = file.endsWith('.xml') ? parseSitemapFileName(file.slice(0, -'.xml'.length)) : null;
  if (!store || !name) return sitemapNotFound();
  const entries = await sitemapEntries(store, name.section, name.shard);
  return entries ? xmlResponse(urlSetXml(entries)) : sitemapNotFound();
}
