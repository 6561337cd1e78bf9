/**
 * The blog's addresses (spec §2 page type blog_list_page, 'Blog: top articles, load more'): the list
 * at `/blog/` (its document's uid is `blog` in every language), articles at `/blog/{uid}/`, later
 * list pages at `/blog/?page=N`. Pure: safe in proxy.ts, server and client components.
 */

/** uid of the blog_list_page document in every language, and the blog's first path segment. */
export const BLOG_UID = 'blog';

/** Articles per list page (spec §9 'Paging: CMS page size 5'). */
export const BLOG_PAGE_SIZE = 5;

/** Top articles shown above the list (the newest with `top_article` set). */
export const TOP_ARTICLE_COUNT = 3;

/** Highest list page a URL may ask for (the list reads every page up to it). */
export const MAX_BLOG_PAGE = 200;

/** What a path asks of the blog: its list, one article by uid, or nothing (not a blog path). */
export type BlogPath = { kind: 'list' } | { kind: 'article'; uid: string };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads a storefront path: `/blog/` (or `/blog`) → the list; `/blog/{uid}/` → that article;
 * anything else (other first segment, deeper paths, an undecodable or empty uid) → null. A query
 * string or hash is ignored.
 */
export function parseBlogPath(path: string): BlogPath | null {
  const segments = path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  if (segments[0] !== BLOG_UID) return null;
  if (segments.length === 1) return { kind: 'list' };
  if (segments.length !== 2) return null;
  const uid = decode(segments[1]!);
  return uid && !uid.includes('/') ? { kind: 'article', uid } : null;
}

/** The list's address: `/blog/` for page 1, `/blog/?page=N` after it (N from 1). */
export function blogListHref(page = 1): string {
  return page > 1 ? `/${BLOG_UID}/?page=${page}` : `/${BLOG_UID}/`;
}

/** An article's address, `/blog/{uid}/` (uid percent-escaped). */
export function blogArticleHref(uid: string): string {
  return `/${BLOG_UID}/${encodeURIComponent(uid)}/`;
}
