import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { BlogPageResult } from '@/lib/prismic/blog';
import { blogArticleHref, blogListHref } from '@/lib/prismic/blog-path';

import { robotsMetadata as robots } from '@/components/content/metadata';

/**
 * Title, description, robots and canonical link of a blog page (spec §2 'Content page': meta title
 * falling back to the title, meta description, robots, canonical). A later list page has its own
 * title and canonical (`Blog – page 2`, `/blog/?page=2`); an article falls back to its teaser for
 * the description and is an Open Graph `article` with its publication date.
 */
export async function blogMetadata(result: BlogPageResult): Promise<Metadata> {
  if (result.kind === 'list') {
    const { data } = result.page;
    const title = data.meta_title || data.title || (await getTranslations('blog'))('title');
    return {
      title:
        result.pageNumber > 1
          ? (await getTranslations('blog'))('pageTitle', { title, page: result.pageNumber })
          : title,
      description: data.meta_description || undefined,
      robots: robots(data.robots),
      alternates: { canonical: blogListHref(result.pageNumber) },
    };
  }
  const { data, uid } = result.article;
  const description = data.meta_description || data.teaser || undefined;
  return {
    title: data.meta_title || data.title || uid,
    description,
    robots: robots(data.robots),
    alternates: { canonical: blogArticleHref(uid) },
    openGraph: {
      type: 'article',
      title: data.title || undefined,
      description,
      publishedTime: data.publication_date || undefined,
      authors: data.author ? [data.author] : undefined,
      images: data.image?.url ? [{ url: data.image.url, alt: data.image.alt ?? '' }] : undefined,
    },
  };
}
