import { notFound } from 'next/navigation';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { ContentPage } from '@/components/content/ContentPage';
import { components } from '@/slices';
import { ProductDetail } from '@/components/product/ProductDetail';
import { LookbookDetailPage } from '@/components/lookbook/LookbookDetailPage';
import { LookbookListPage } from '@/components/lookbook/LookbookListPage';
import { BlogArticlePage } from '@/components/blog/BlogArticlePage';
import { BlogListPage } from '@/components/blog/BlogListPage';
import type { Storefront } from '@/lib/stores';
import { isMenHomePath } from '@/lib/navigation/segment';
import { resolvePagePath, type StorefrontPath } from '@/lib/routing/page-path';
import { landingContent } from './storefront-path-metadata';

export type { StorefrontPath } from '@/lib/routing/page-path';

/**
 * The page at a storefront path (spec §2 '/{slug}'), as the path resolver finds it: a commerce URL
 * record renders a PDP or a PLP (a top category's below its landing page); a blog list or article;
 * a lookbook list or look; a content page by uid; anything else 404. Every read is cached per
 * storefront, so the result is a static page until a tag it carries is revalidated.
 */
export async function StorefrontPathPage({ storefront, path }: { storefront: Storefront; path: StorefrontPath }) {
  const resolved = await resolvePagePath(storefront, path);
  switch (resolved.kind) {
    case 'url-record': {
      const { record, url, pdp } = resolved;
      if (pdp) return <ProductDetail {...pdp} storefront={storefront} />;
      const landing = await landingContent(storefront, record, url, path.state);
      return (
        <>
          {landing ? <ContentPage page={landing} storefront={storefront} components={components} breadcrumbs /> : null}
          <ProductListPage record={record} storefront={storefront} state={path.state} belowLanding={landing !== null} />
        </>
      );
    }
    case 'blog': {
      const { blog } = resolved;
      return blog.kind === 'list' ? (
        <BlogListPage result={blog} storefront={storefront} />
      ) : (
        <BlogArticlePage {...blog} storefront={storefront} />
      );
    }
    case 'lookbook': {
      const { lookbook } = resolved;
      return lookbook.kind === 'list' ? (
        <LookbookListPage {...lookbook} storefront={storefront} />
      ) : (
        <LookbookDetailPage page={lookbook.page} parent={lookbook.parent} storefront={storefront} />
      );
    }
    case 'content':
      return (
        <ContentPage
          page={resolved.content}
          storefront={storefront}
          components={components}
          breadcrumbs={!isMenHomePath(`/${resolved.uid}/`, storefront.language)}
        />
      );
    default:
      notFound();
  }
}
