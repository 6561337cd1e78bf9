import 'server-only';
import * as prismic from '@prismicio/client';
import { BLOG_PAGE_SIZE, BLOG_UID, parseBlogPath } from './blog-path';
import { createPrismicClient } from './client';

/**
 * Whether a storefront path is a published blog page (for lib/routing/path-exists.ts, which proxy.ts
 * asks before rendering): `/blog/` when the language has the blog_list_page `blog`, `/blog/{uid}/`
 * when it has that blog_article; `/blog/?page=N` (N > 1) when the language has N pages of
 * articles ({@link BLOG_PAGE_SIZE} each). Uncached and without preview (proxy.ts cannot use
 * `'use cache'`); the caller keeps the answer. False for other paths.
 *
 * @throws the content API's error when it cannot answer (the caller then serves the path).
 */
export async function blogPathExists(lang: string, path: string, page = 1): Promise<boolean> {
  const target = parseBlogPath(path);
  if (!target || (page > 1 && target.kind !== 'list')) return false;
  try {
    const client = createPrismicClient();
    if (target.kind === 'article') {
      await client.getByUID('blog_article', target.uid, { lang });
      return true;
    }
    await client.getByUID('blog_list_page', BLOG_UID, { lang });
    if (page === 1) return true;
    const articles = await client.getByType('blog_article', { lang, pageSize: BLOG_PAGE_SIZE });
    return page <= articles.total_pages;
  } catch (error) {
    if (error instanceof prismic.NotFoundError && !(error instanceof prismic.RepositoryNotFoundError)) return false;
    throw error;
  }
}
