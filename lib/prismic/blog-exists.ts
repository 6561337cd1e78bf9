import 'server-only';
import * as prismic from '@prismicio/client';
import { BLOG_UID, parseBlogPath } from './blog-path';
import { createPrismicClient } from './client';

/**
 * Whether a storefront path is a published blog page (for lib/routing/path-exists.ts, which proxy.ts
 * asks before rendering): `/blog/` when the language has the blog_list_page `blog`, `/blog/{uid}/`
 * when it has that blog_article. Uncached and without preview (proxy.ts cannot use `'use cache'`);
 * the caller keeps the answer. False for other paths.
 *
 * @throws the content API's error when it cannot answer (the caller then serves the path).
 */
export async function blogPathExists(lang: string, path: string): Promise<boolean> {
  const target = parseBlogPath(path);
  if (!target) return false;
  try {
    if (target.kind === 'list') await createPrismicClient().getByUID('blog_list_page', BLOG_UID, { lang });
    else await createPrismicClient().getByUID('blog_article', target.uid, { lang });
    return true;
  } catch (error) {
    if (error instanceof prismic.NotFoundError && !(error instanceof prismic.RepositoryNotFoundError)) return false;
    throw error;
  }
}
