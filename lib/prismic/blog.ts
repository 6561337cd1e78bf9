import 'server-only';
import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import {
  BLOG_PAGE_SIZE,
  BLOG_UID,
  blogArticleHref,
  blogListHref,
  MAX_BLOG_PAGE,
  parseBlogPath,
  TOP_ARTICLE_COUNT,
} from './blog-path';
import { getPublishedPage } from './cached';
import { createPrismicClient, getPageByUid } from './client';
import { previewRef } from './preview';
import { reportContentError } from './content-errors';

export type BlogArticleDocument = Content.BlogArticleDocument;
export type BlogListPageDocument = Content.BlogListPageDocument;

/** What the list, the top articles and previous/next links show of an article. */
export interface BlogArticleSummary {
  id: string;
  uid: string;
  /** `/blog/{uid}/` */
  href: string;
  title: string;
  /** Publication date `YYYY-MM-DD`, or null when the editor left it empty. */
  date: string | null;
  author: string | null;
  teaser: string | null;
  image: prismic.ImageField;
  top: boolean;
  /** The category select's option (`Care`, `Size advice`, …), or null. */
  category: string | null;
}

/** One list page of articles (spec §7 blogListQuery: items with totalResultsSize). */
export interface BlogArticlePage {
  articles: BlogArticleSummary[];
  total: number;
  totalPages: number;
}

/** An article with its older (`previous`) and newer (`next`) neighbour by publication date. */
export interface BlogArticleWithNeighbours {
  article: BlogArticleDocument;
  previous: BlogArticleSummary | null;
  next: BlogArticleSummary | null;
}

/** The blog page at a path: the list (articles of pages 1..pageNumber) or one article. */
export type BlogPageResult =
  | {
      kind: 'list';
      page: BlogListPageDocument;
      articles: BlogArticleSummary[];
      top: BlogArticleSummary[];
      pageNumber: number;
      totalPages: number;
      total: number;
    }
  | ({ kind: 'article' } & BlogArticleWithNeighbours);

const DATE_FIELD = 'my.blog_article.publication_date';

/** Newest first; equal or missing dates by first publication (spec §7 blogListQuery orderings). */
const NEWEST_FIRST: prismic.Ordering[] = [
  { field: DATE_FIELD, direction: 'desc' },
  { field: 'document.first_publication_date', direction: 'desc' },
];

/** Only the fields a summary needs (spec §7 graphQuery): no slices in list reads. */
const SUMMARY_QUERY = `{
  blog_article {
    title
    publication_date
    author
    teaser
    image
    top_article
    category
  }
}`;

const EMPTY_PAGE: BlogArticlePage = { articles: [], total: 0, totalPages: 0 };

function toSummary(document: prismic.PrismicDocument): BlogArticleSummary | null {
  const data = document.data as Partial<BlogArticleDocument['data']>;
  if (!document.uid || !prismic.isFilled.keyText(data.title)) return null;
  return {
    id: document.id,
    uid: document.uid,
    href: blogArticleHref(document.uid),
    title: data.title,
    date: prismic.isFilled.date(data.publication_date) ? data.publication_date : null,
    author: prismic.isFilled.keyText(data.author) ? data.author : null,
    teaser: prismic.isFilled.keyText(data.teaser) ? data.teaser : null,
    image: data.image ?? {},
    top: data.top_article === true,
    category: prismic.isFilled.select(data.category) ? data.category : null,
  };
}

const summaries = (documents: prismic.PrismicDocument[]) => documents.flatMap((document) => toSummary(document) ?? []);

const tagDocuments = (ids: string[]) => cacheTag(CACHE_TAGS.prismic, ...ids.map((id) => CACHE_TAGS.document(id)));

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    reportContentError(`blog ${what}`, error);
    return fallback;
  };
}

// Reads at a ref (a preview's) or the master ref. They throw on content API errors: the cached
// wrappers below then keep nothing, and the exported functions log and fall back (spec §8).

async function fetchArticlePage(lang: string, page: number, ref?: string): Promise<BlogArticlePage> {
  const response = await createPrismicClient({ previewRef: ref }).getByType('blog_article', {
    lang,
    page,
    pageSize: BLOG_PAGE_SIZE,
    orderings: NEWEST_FIRST,
    graphQuery: SUMMARY_QUERY,
  });
  return {
    articles: summaries(response.results),
    total: response.total_results_size,
    totalPages: response.total_pages,
  };
}

async function fetchTopArticles(lang: string, ref?: string): Promise<BlogArticleSummary[]> {
  const response = await createPrismicClient({ previewRef: ref }).getByType('blog_article', {
    lang,
    filters: [prismic.filter.at('my.blog_article.top_article', true)],
    pageSize: TOP_ARTICLE_COUNT,
    orderings: NEWEST_FIRST,
    graphQuery: SUMMARY_QUERY,
  });
  return summaries(response.results);
}

/** The nearest article before (`older`) or after (`newer`) a publication date (spec §7 cmsPageQuery prev/next). */
async function fetchNeighbour(lang: string, date: string, side: 'older' | 'newer', ref?: string) {
  const response = await createPrismicClient({ previewRef: ref }).getByType('blog_article', {
    lang,
    filters: [
      side === 'older' ? prismic.filter.dateBefore(DATE_FIELD, date) : prismic.filter.dateAfter(DATE_FIELD, date),
    ],
    pageSize: 1,
    orderings:
      side === 'older' ? NEWEST_FIRST : NEWEST_FIRST.map((ordering) => ({ ...ordering, direction: 'asc' as const })),
    graphQuery: SUMMARY_QUERY,
  });
  return summaries(response.results)[0] ?? null;
}

async function fetchArticle(lang: string, uid: string, ref?: string): Promise<BlogArticleWithNeighbours | null> {
  const article = await getPageByUid('blog_article', uid, lang, { previewRef: ref });
  if (!article) return null;
  const date = article.data.publication_date;
  // Without a date an article has no place in the order, so no neighbours. A failed neighbour read
  // costs only its link, not the article.
  const neighbour = (side: 'older' | 'newer') =>
    date ? fetchNeighbour(lang, date, side, ref).catch(logged(`${side} neighbour of '${uid}' (${lang})`, null)) : null;
  const [previous, next] = await Promise.all([neighbour('older'), neighbour('newer')]);
  return { article, previous, next };
}

// Published reads, cached like lib/prismic/cached.ts: the `content` cache life, the `prismic` tag
// (every publish revalidates it, so a new article reaches the lists) and each document's tag.

async function publishedArticlePage(lang: string, page: number): Promise<BlogArticlePage> {
  'use cache';
  cacheLife('content');
  const result = await fetchArticlePage(lang, page);
  tagDocuments(result.articles.map((article) => article.id));
  return result;
}

async function publishedTopArticles(lang: string): Promise<BlogArticleSummary[]> {
  'use cache';
  cacheLife('content');
  const result = await fetchTopArticles(lang);
  tagDocuments(result.map((article) => article.id));
  return result;
}

async function publishedArticle(lang: string, uid: string): Promise<BlogArticleWithNeighbours | null> {
  'use cache';
  cacheLife('content');
  const result = await fetchArticle(lang, uid);
  tagDocuments(result ? [result.article, result.previous, result.next].flatMap((doc) => (doc ? [doc.id] : [])) : []);
  return result;
}

/**
 * The blog list page document (uid `blog`, spec §2 blog_list_page) of a Prismic lang, or null
 * (missing or unreadable). A preview (`ref`) reads the drafts, uncached.
 */
export async function getBlogListPage(lang: string, ref?: string): Promise<BlogListPageDocument | null> {
  return ref
    ? getPageByUid('blog_list_page', BLOG_UID, lang, { previewRef: ref })
    : getPublishedPage('blog_list_page', BLOG_UID, lang);
}

/**
 * One page (from 1) of a language's articles, {@link BLOG_PAGE_SIZE} per page, newest publication
 * date first, with the total count and page count (spec §7 blogListQuery, §9 'CMS page size 5').
 * Articles without a uid or title are left out. Empty when the content API fails (logged).
 */
export async function getBlogArticles(lang: string, page = 1, ref?: string): Promise<BlogArticlePage> {
  return (ref ? fetchArticlePage(lang, page, ref) : publishedArticlePage(lang, page)).catch(
    logged(`articles page ${page} (${lang})`, EMPTY_PAGE),
  );
}

/** The newest {@link TOP_ARTICLE_COUNT} articles marked `top_article` (spec §2 'Blog: top articles'). */
export async function getTopArticles(lang: string, ref?: string): Promise<BlogArticleSummary[]> {
  return (ref ? fetchTopArticles(lang, ref) : publishedTopArticles(lang)).catch(logged(`top articles (${lang})`, []));
}

/**
 * An article by uid with the next older (`previous`) and next newer (`next`) article by
 * publication date (spec §7 cmsPageQuery prev/next), or null when there is no such article.
 * Articles sharing a date do not link to each other (the date filters are strict).
 */
export async function getBlogArticle(
  lang: string,
  uid: string,
  ref?: string,
): Promise<BlogArticleWithNeighbours | null> {
  return (ref ? fetchArticle(lang, uid, ref) : publishedArticle(lang, uid)).catch(
    logged(`article '${uid}' (${lang})`, null),
  );
}

/**
 * The blog page at a storefront path in a Prismic lang (spec §2 'Blog: top articles, load more'):
 * - `/blog/`, list page `pageNumber` (from 1; `?page=N`): the list document, the articles of pages
 *   1..pageNumber (what 'Load more' has revealed so far, newest first, {@link BLOG_PAGE_SIZE} per
 *   page), the top articles, the page count and the total. Null when the list document is missing
 *   or pageNumber lies beyond the last page (an empty blog has one page).
 * - `/blog/{uid}/`: the article with its previous (older) and next (newer) article, or null.
 * - any other path: null.
 * Reads the preview ref itself (outside the cached reads); never throws.
 */
export async function blogPageForPath(lang: string, path: string, pageNumber = 1): Promise<BlogPageResult | null> {
  const target = parseBlogPath(path);
  if (!target) return null;
  const ref = await previewRef();
  if (target.kind === 'article') {
    const found = await getBlogArticle(lang, target.uid, ref);
    return found ? { kind: 'article', ...found } : null;
  }
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_BLOG_PAGE) return null;
  const [page, top, first] = await Promise.all([
    getBlogListPage(lang, ref),
    getTopArticles(lang, ref),
    getBlogArticles(lang, 1, ref),
  ]);
  const totalPages = Math.max(1, first.totalPages);
  if (!page || pageNumber > totalPages) return null;
  const later = await Promise.all(
    Array.from({ length: pageNumber - 1 }, (_, index) => getBlogArticles(lang, index + 2, ref)),
  );
  // An article published between two page reads may shift into the next page: show it once.
  const articles = [
    ...new Map([first, ...later].flatMap((result) => result.articles).map((article) => [article.id, article])).values(),
  ];
  return { kind: 'list', page, articles, top, pageNumber, totalPages, total: first.total };
}

/**
 * The same blog page in another language (store switcher, lib/routing/alternate-path.ts): `/blog/`
 * stays `/blog/`; an article becomes its translation's `/blog/{uid}/` (Prismic
 * `alternate_languages`), or `/blog/` when it has none. Null for paths outside the blog.
 */
export async function blogAlternatePath(fromLang: string, toLang: string, path: string): Promise<string | null> {
  const target = parseBlogPath(path);
  if (!target) return null;
  if (target.kind === 'list') return blogListHref();
  const found = await getBlogArticle(fromLang, target.uid, await previewRef());
  if (!found) return blogListHref();
  if (fromLang === toLang) return blogArticleHref(found.article.uid);
  const translation = found.article.alternate_languages.find((alternate) => alternate.lang === toLang);
  return translation?.uid ? blogArticleHref(translation.uid) : blogListHref();
}
