/**
 * The content pages a storefront's sitemaps list (docs/decisions/0032-sitemaps-and-hreflang.md): CMS pages
 * (`/{uid}/`, home `/`; not the 404 page, not a page its editor set to noindex), the blog (`/blog/` and
 * `/blog/{uid}/`) and the lookbooks (`/{url_key}/`, `/{list url_key}/{url_key}/`), each with the same
 * page in every storefront whose Prismic language has a translation of it. Pure.
 */
import { contentPagePath } from '@/lib/prismic/links';
import { lookbookHref } from '@/lib/prismic/lookbook-paths';
import { storefrontOrigin, storefrontsOfPrismicLang } from '@/lib/routing/storefront-origin';
import { STOREFRONTS, type StoreCode } from '@/lib/stores';
import type { SitemapEntry } from './xml';

/** A published document as the content API returns it (the fields the sitemaps read). */
export interface ContentDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  last_publication_date: string | null;
  alternate_languages: { id: string; lang: string }[];
  data: {
    robots?: string | null;
    url_key?: string | null;
    parent_page?: { id?: string; uid?: string | null } | null;
  };
}

/** The content sections of the sitemaps and the custom types each lists. */
export const CONTENT_SECTION_TYPES = {
  pages: ['cms_page'],
  blog: ['blog_list_page', 'blog_article'],
  lookbooks: ['lookbook_list_page', 'lookbook_detail_page'],
} as const;
export type ContentSection = keyof typeof CONTENT_SECTION_TYPES;

/** The CMS page that answers unknown URLs: never in a sitemap. */
const NOT_FOUND_UID = '404';

/** A document's path on its storefronts, or null when search engines should not get it. */
function pathOf(
  document: ContentDocument,
  byId: ReadonlyMap<string, ContentDocument>,
  all: readonly ContentDocument[],
) {
  const { uid, data } = document;
  if (data.robots?.startsWith('noindex')) return null;
  switch (document.type) {
    case 'cms_page':
      return uid && uid !== NOT_FOUND_UID ? contentPagePath(uid) : null;
    case 'blog_list_page':
      return '/blog/';
    case 'blog_article':
      return uid ? `/blog/${uid}/` : null;
    case 'lookbook_list_page':
      return data.url_key ? `/${data.url_key}/` : null;
    case 'lookbook_detail_page': {
      const link = data.parent_page;
      const parent =
        (link?.id ? byId.get(link.id) : undefined) ??
        all.find((d) => d.type === 'lookbook_list_page' && d.lang === document.lang && d.uid === link?.uid);
      return parent?.data.url_key && data.url_key ? lookbookHref(parent.data.url_key, data.url_key) : null;
    }
    default:
      return null;
  }
}

/** `+0000` offsets (Prismic's) as W3C datetimes, which sitemaps need; null when unreadable. */
function w3cDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The entries of a content section for `store`, in document order: each page of the store's Prismic
 * language with its `lastmod` (last publication) and its alternates (`alternatesOf`, the pages' own
 * hreflang set) over the storefronts of every translation.
 */
export function contentEntries(
  store: StoreCode,
  section: ContentSection,
  documents: readonly ContentDocument[],
  alternatesOf: (paths: Partial<Record<StoreCode, string>>) => SitemapEntry['alternates'],
): SitemapEntry[] {
  const lang = STOREFRONTS[store].prismicLang;
  const types: readonly string[] = CONTENT_SECTION_TYPES[section];
  const byId = new Map(documents.map((document) => [document.id, document]));
  const entries: SitemapEntry[] = [];
  for (const document of documents) {
    if (document.lang !== lang || !types.includes(document.type)) continue;
    const path = pathOf(document, byId, documents);
    if (!path) continue;
    const paths: Partial<Record<StoreCode, string>> = {};
    for (const translation of document.alternate_languages) {
      const other = byId.get(translation.id);
      const otherPath = other ? pathOf(other, byId, documents) : null;
      if (otherPath) for (const code of storefrontsOfPrismicLang(other!.lang)) paths[code] = otherPath;
    }
    for (const code of storefrontsOfPrismicLang(lang)) paths[code] = path;
    entries.push({
      loc: new URL(path, storefrontOrigin(store)).href,
      lastmod: w3cDate(document.last_publication_date),
      alternates: alternatesOf(paths),
    });
  }
  return entries;
}
