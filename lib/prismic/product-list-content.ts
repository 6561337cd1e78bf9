/**
 * The editorial content of a product list (spec §2 and §3, page type product_list_page): the
 * `product_list_page` document whose `category_url` is the list's path in the storefront's content
 * language (`/dames/schoenen/` in nl-nl and nl-be, `/femme/chaussures/` in fr-fr and fr-be,
 * `/damen/schuhe/` in de-de, `/women/shoes/` in en-gb). Its title names the list, its intro opens
 * it, its slices follow the grid, and its meta title and description are the list's page metadata
 * (docs/architecture.md 'Content').
 *
 * Published content is cached (`'use cache'`, cache life `content`, tags `prismic` and the
 * document's own), so a publish through the content webhook refreshes it, a new document included
 * (`prismic` is expired on every publish); an editor's preview reads the drafts uncached. No
 * document is null; a failed read is logged and null too (spec §8 'Content query errors: only
 * logged; content becomes empty'). Never throws.
 */
import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { isRefined, type PlpState } from '@/lib/catalog/plp-state';
import { createPrismicClient } from './client';
import { previewRef } from './preview';
import { read } from './translated-page';
import type { ProductListPageDocument } from './types';

/**
 * The slice types a list renders of its document, below the grid: those the custom type offers. Not the
 * hero: its background video is a client island the list route does not ship otherwise (first-load
 * JavaScript: a route bundles the client components of every module it imports), and a campaign
 * banner belongs on a landing page. tests/content/product-list-pages.test.ts keeps the documents to these.
 */
export const LIST_SLICE_TYPES = ['products', 'richtext', 'usps'] as const;

/** What a list shows of its `product_list_page` document. */
export interface ProductListContent {
  /** The document's id (its cache tag). */
  id: string;
  /** The list's name in place of the category's (the h1), or null to keep the category's. */
  title: string | null;
  /** Rich text below the h1; empty when the editor wrote none. */
  intro: prismic.RichTextField;
  /** Editorial slices below the grid, as the editor ordered them (the list renders {@link LIST_SLICE_TYPES}). */
  slices: ProductListPageDocument['data']['slices'];
  /** The whole page title (`<title>`, the site name included), or null. */
  metaTitle: string | null;
  /** The meta description, or null. */
  metaDescription: string | null;
}

/**
 * The spellings of a list path an editor may write in `category_url`: with and without its
 * trailing slash (`/dames/schoenen/` → `['/dames/schoenen/', '/dames/schoenen']`; `/` stays `['/']`).
 */
export function categoryUrlSpellings(url: string): string[] {
  const bare = url.replace(/\/+$/, '');
  return bare ? [`${bare}/`, bare] : ['/'];
}

/**
 * Whether a list in `state` shows the document's intro, slices and metadata: on its canonical page
 * only (page 1, no filter, no sort), the one page of the list that is indexed. A shopper paging or
 * filtering is past the introduction and sees the products higher up; the title stays on every page.
 */
export function showsListEditorial(state: PlpState): boolean {
  return state.page === 1 && !isRefined(state);
}

function toProductListContent(doc: ProductListPageDocument): ProductListContent {
  const { title, intro, slices, meta_title: metaTitle, meta_description: metaDescription } = doc.data;
  return {
    id: doc.id,
    title: title?.trim() || null,
    intro: intro ?? [],
    slices: slices ?? [],
    metaTitle: metaTitle?.trim() || null,
    metaDescription: metaDescription?.trim() || null,
  };
}

/** Reads the document (see the module doc) with the master ref or an editor's preview ref. */
async function fetchProductListContent(lang: string, url: string, ref?: string) {
  const response = await read(`product_list_page ${url} (${lang})`, () =>
    createPrismicClient({ previewRef: ref }).get({
      lang,
      filters: [
        prismic.filter.at('document.type', 'product_list_page'),
        prismic.filter.any('my.product_list_page.category_url', categoryUrlSpellings(url)),
      ],
      // Two documents for one list are an editor's slip: the one published last wins.
      orderings: [{ field: 'document.last_publication_date', direction: 'desc' }],
      pageSize: 1,
    }),
  );
  const doc = response?.results[0];
  return doc?.type === 'product_list_page' ? toProductListContent(doc) : null;
}

async function publishedProductListContent(lang: string, url: string): Promise<ProductListContent | null> {
  'use cache';
  cacheLife('content');
  const content = await fetchProductListContent(lang, url);
  cacheTag(CACHE_TAGS.prismic, ...(content ? [CACHE_TAGS.document(content.id)] : []));
  return content;
}

/**
 * The `product_list_page` of the list at root-relative path `url` (a URL record's `url`,
 * `/dames/schoenen/`) in Prismic lang `lang` (the storefront's `prismicLang`), or null: see the
 * module doc. Never throws.
 */
export async function getProductListContent(lang: string, url: string): Promise<ProductListContent | null> {
  const ref = await previewRef();
  return ref ? fetchProductListContent(lang, url, ref) : publishedProductListContent(lang, url);
}
