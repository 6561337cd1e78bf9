import 'server-only';
import type { UrlRecordData } from '@/graphql/catalog';
import type { PlpState } from '@/lib/catalog/plp-state';
import { isListRecord, recordFilters } from '@/lib/catalog/record-filters';
import { plpPageCount } from '@/lib/commerce/plp';
import { getPdp, listProducts, resolveUrlRecord } from '@/lib/commerce/queries';
import { blogPageForPath } from '@/lib/prismic/blog';
import { lookbookPageForPath } from '@/lib/prismic/lookbooks';
import { getContentPage } from '@/lib/prismic/preview';
import { getPhysicalStore } from '@/lib/physical-stores/queries';
import type { Storefront } from '@/lib/stores';
import { resolveStorefrontPath, type PathReader, type ResolvedPath } from './resolve-path';

/** A storefront path as the catch-all routes receive it: its slug (as in the URL) and the list state. */
export interface StorefrontPath {
  slug: string[];
  state: PlpState;
}

type PageReader = ReturnType<typeof pageReader>;
type ReaderResult<K extends keyof PageReader> = NonNullable<Awaited<ReturnType<PageReader[K]>>>;

type Resolved = ResolvedPath<
  ReaderResult<'product'>,
  ReaderResult<'urlRecord'>,
  ReaderResult<'blog'>,
  ReaderResult<'lookbook'>,
  ReaderResult<'contentPage'>
>;

/**
 * What a catch-all path renders, with its documents (see `resolve-path.ts` for the order): a
 * product's URL record comes as `pdp` with the product page's data, a list record as `url-record`.
 */
export type PagePath =
  | Exclude<Resolved, { kind: 'url-record' }>
  | (Extract<Resolved, { kind: 'url-record' }> & { pdp: null })
  | (Extract<Resolved, { kind: 'url-record' }> & { pdp: ReaderResult<'product'> });

/**
 * Resolves a catch-all path for the page and its metadata with the reads they render from: the
 * cached catalog and content reads (an editor's preview reads drafts), so the page and its
 * metadata asking both costs one read each. proxy.ts has answered unknown paths already; the page
 * still 404s when the resolver finds nothing (content that vanished since).
 */
export async function resolvePagePath(storefront: Storefront, { slug, state }: StorefrontPath): Promise<PagePath> {
  return resolvePathIn(storefront, `/${slug.join('/')}/`, state);
}

/**
 * {@link resolvePagePath} for a pathname (`/dames/schoenen/`, with slashes, percent-escaped), for
 * callers outside the catch-all routes (the store switcher's alternate path).
 */
export async function resolvePathIn(storefront: Storefront, pathname: string, state: PlpState): Promise<PagePath> {
  const resolved = await resolveStorefrontPath(pathname, state, pageReader(storefront));
  if (resolved.kind !== 'url-record') return resolved;
  const { record } = resolved;
  if (record.page_type !== 'pdp' || !record.sku) return { ...resolved, pdp: null };
  const pdp = await getPdp(storefront.code, record.sku);
  return pdp ? { ...resolved, pdp } : { kind: 'unknown' };
}

function pageReader(storefront: Storefront) {
  const { code, prismicLang } = storefront;
  return {
    product: (sku: string) => getPdp(code, sku),
    physicalStore: (reference: string) => getPhysicalStore(code, reference),
    urlRecord: (url: string) => resolveUrlRecord(code, url),
    isList: (record: UrlRecordData) => isListRecord(record),
    listPageCount: async (record: UrlRecordData, state: PlpState) =>
      plpPageCount((await listProducts(code, { filters: recordFilters(record) }, state)).totalCount),
    searchPageCount: async (state: PlpState) =>
      plpPageCount((await listProducts(code, { search: state.search ?? '' }, state)).totalCount),
    blog: (url: string, page: number) => blogPageForPath(prismicLang, url, page),
    lookbook: (url: string, page: number) => lookbookPageForPath(prismicLang, url, page),
    contentPage: (uid: string) => getContentPage('cms_page', uid, prismicLang),
  } satisfies PathReader<unknown, UrlRecordData, unknown, unknown, unknown>;
}
