import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { SitemapUrls } from '@/graphql/sitemap';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { queryCatalog } from '@/lib/commerce/server';
import { allStores } from '@/lib/physical-stores/queries';
import { createPrismicClient } from '@/lib/prismic/client';
import { hreflangAlternates, storefrontOrigin } from '@/lib/routing/storefront-origin';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';
import { contentEntries, type ContentDocument } from './content-paths';
import { storeEntries } from './store-paths';
import type { SitemapEntry } from './xml';

/**
 * A storefront's sitemaps (docs/decisions/0032-sitemaps-and-hreflang.md): `products` and `lists` from the
 * catalogue (`sitemapUrls`), `pages`, `blog` and `lookbooks` from the content, `stores` from the store
 * locator. Each file holds at most {@link SITEMAP_MAX_URLS} URLs: `products-2.xml` continues `products-1.xml`.
 */
export const SITEMAP_SECTIONS = ['products', 'lists', 'pages', 'blog', 'lookbooks', 'stores'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The most URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap file's name without `.xml`: its section and its 1-based shard, `products-1`. */
export const sitemapFileName = (section: SitemapSection, shard: number) => `${section}-${shard}`;

/** Reads `products-2` back: its section and shard, or null for any other name. */
export function parseSitemapFileName(name: string): { section: SitemapSection; shard: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,4})$/.exec(name);
  const section = match?.[1] as SitemapSection | undefined;
  return section && (SITEMAP_SECTIONS as readonly string[]).includes(section)
    ? { section, shard: Number(match![2]) }
    : null;
}

/** Store keys from the catalogue's alternates that are storefronts of this deployment, with their paths. */
function knownPaths(alternates: readonly { storeCode: string; url: string }[]): Partial<Record<StoreCode, string>> {
  const paths: Partial<Record<StoreCode, string>> = {};
  for (const { storeCode, url } of alternates)
    if ((STORE_CODES as readonly string[]).includes(storeCode)) paths[storeCode as StoreCode] = url;
  return paths;
}

/** Alternates as sitemap links, in the order of `hreflangAlternates` (the pages' own hreflang set). */
export function alternatesOf(paths: Partial<Record<StoreCode, string>>): SitemapEntry['alternates'] {
  return Object.entries(hreflangAlternates(paths)).map(([hreflang, href]) => ({ hreflang, href }));
}

/** One file's worth (`maxUrls`) of the catalogue's `pdp` or `plp` URLs of `store`, and how many there are in all. */
async function catalogPage(store: StoreCode, pageType: 'pdp' | 'plp', shard: number, maxUrls: number) {
  const { sitemapUrls } = await queryCatalog(
    SitemapUrls,
    { pageType, offset: (shard - 1) * maxUrls, limit: maxUrls },
    store,
  );
  return {
    total: sitemapUrls.total,
    entries: sitemapUrls.urls.flatMap((item): SitemapEntry[] => {
      const paths = knownPaths(item.alternates);
      paths[store] = item.url;
      const loc = new URL(item.url, storefrontOrigin(store)).href;
      return [{ loc, lastmod: item.lastModified, alternates: alternatesOf(paths) }];
    }),
  };
}

/** The content documents the sitemaps list, in every language (alternates need the others' paths). */
const CONTENT_TYPES = ['cms_page', 'blog_list_page', 'blog_article', 'lookbook_list_page', 'lookbook_detail_page'];

/** Read once for the three content sections of every storefront (`'use cache'`, tag `prismic`). */
async function contentDocuments(): Promise<ContentDocument[]> {
  'use cache';
  cacheLife('content');
  cacheTag(CACHE_TAGS.prismic);
  const documents = await createPrismicClient().dangerouslyGetAll({
    filters: [prismic.filter.any('document.type', CONTENT_TYPES)],
    lang: '*',
  });
  return documents as unknown as ContentDocument[];
}

/**
 * The URLs of one sitemap file of `store` (see {@link SITEMAP_SECTIONS}; `maxUrls` a file, the
 * protocol's 50,000 unless a test shards smaller), or null when the file does not exist (a shard past
 * the end). Cached with the catalogue and the content (`'use cache'`, tags `catalog` and `prismic`):
 * a publish or a catalogue change refreshes it.
 * @throws CommerceError when commerce cannot answer
 */
export async function sitemapEntries(
  store: StoreCode,
  section: SitemapSection,
  shard: number,
  maxUrls: number = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[] | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog, CACHE_TAGS.prismic);
  if (section === 'products' || section === 'lists') {
    const { total, entries } = await catalogPage(store, section === 'products' ? 'pdp' : 'plp', shard, maxUrls);
    return shard === 1 || (shard - 1) * maxUrls < total ? entries : null;
  }
  if (shard !== 1) return null;
  if (section === 'stores')
    return storeEntries(store, await allStores(store, STOREFRONTS[store].countryCode), alternatesOf);
  const entries = contentEntries(store, section, await contentDocuments(), alternatesOf);
  if (section !== 'pages') return entries;
  // A top category's landing content (a CMS page) is the list page itself, listed with the lists.
  const lists = new Set(
    (await catalogPage(store, 'plp', 1, SITEMAP_MAX_URLS)).entries.map((entry) => new URL(entry.loc).pathname),
  );
  return entries.filter((entry) => !lists.has(new URL(entry.loc).pathname));
}

/**
 * The files of `store`'s sitemap index: one per section, and as many files of a catalogue section as
 * it needs at `maxUrls` a file, each with its newest `lastmod` when its URLs have one.
 * @throws CommerceError when commerce cannot answer
 */
export async function sitemapFiles(
  store: StoreCode,
  maxUrls: number = SITEMAP_MAX_URLS,
): Promise<{ name: string; lastmod: string | null }[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog, CACHE_TAGS.prismic);
  const files: { name: string; lastmod: string | null }[] = [];
  for (const section of SITEMAP_SECTIONS) {
    for (let shard = 1; ; shard++) {
      const entries = await sitemapEntries(store, section, shard, maxUrls);
      if (entries === null) break;
      const lastmod = entries.reduce<string | null>(
        (newest, e) => (e.lastmod && (!newest || e.lastmod > newest) ? e.lastmod : newest),
        null,
      );
      files.push({ name: sitemapFileName(section, shard), lastmod });
      if (entries.length < maxUrls) break;
    }
  }
  return files;
}
