import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/components/content/metadata';
import { components } from '@/slices';
import { ProductDetail } from '@/components/product/ProductDetail';
import type { UrlRecordData } from '@/graphql/catalog';
import { getAlternateUrls } from '@/lib/commerce/queries';
import { hreflangAlternates } from '@/lib/routing/storefront-origin';
import { getContentPage } from '@/lib/prismic/preview';
import { LookbookDetailPage } from '@/components/lookbook/LookbookDetailPage';
import { LookbookListPage } from '@/components/lookbook/LookbookListPage';
import { lookbookMetadata } from '@/components/lookbook/metadata';
import { BlogArticlePage } from '@/components/blog/BlogArticlePage';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { blogMetadata } from '@/components/blog/metadata';
import type { Storefront } from '@/lib/stores';
import { isRefined, type PlpState } from '@/lib/catalog/plp-state';
import { isMenHomePath } from '@/lib/navigation/segment';
import { resolvePagePath, type StorefrontPath } from '@/lib/routing/page-path';

export type { StorefrontPath } from '@/lib/routing/page-path';

/**
 * The landing page above a top category's list (`/dames/`, `/herren/`: a content page with the
 * same uid), on the list's first, unfiltered page only; null elsewhere.
 */
async function landingContent(storefront: Storefront, record: UrlRecordData, url: string, state: PlpState) {
  if (record.parents.length > 0 || !record.category_id || state.page !== 1 || isRefined(state)) return null;
  return getContentPage('cms_page', url.slice(1, -1), storefront.prismicLang);
}

/**
 * Title, description and canonical link of what the path resolver (`lib/routing/resolve-path.ts`)
 * finds at a path. A PLP's later pages have their own title and canonical (WCAG 2.4.2: 'Dames
 * schoenen – pagina 2', not page 1's); a filtered or sorted PLP is `noindex,follow` with the
 * unfiltered list as canonical (one indexed page per category, its products still crawled).
 */
export async function storefrontPathMetadata(storefront: Storefront, path: StorefrontPath): Promise<Metadata> {
  const { page } = path.state;
  const resolved = await resolvePagePath(storefront, path);
  switch (resolved.kind) {
    case 'url-record': {
      const { record, url, pdp } = resolved;
      if (pdp) {
        return {
          title: `${pdp.product.brand} ${pdp.product.name}`,
          description: pdp.product.description ?? undefined,
          alternates: {
            canonical: pdp.product.url,
            languages: hreflangAlternates(await getAlternateUrls(storefront.code, record.id)),
          },
          openGraph: {
            type: 'website',
            title: `${pdp.product.brand} ${pdp.product.name}`,
            images: pdp.product.images.slice(0, 1).map((url) => ({ url, width: 830, height: 1175 })),
          },
        };
      }
      const landing = await landingContent(storefront, record, url, path.state);
      if (landing) return contentPageMetadata(landing);
      const t = await getTranslations('plp');
      // The category path, so 'Damen › Schuhe' and 'Herren › Schuhe' are told apart (WCAG 2.4.2).
      const trail = [...record.parents.map((parent) => parent.label), record.label].join(' › ');
      const title = page === 1 ? trail : t('pageTitle', { title: trail, page });
      if (isRefined(path.state)) {
        return { title, robots: { index: false, follow: true }, alternates: { canonical: record.url } };
      }
      // Page 1 is the list's version in every language; later pages have no hreflang alternates.
      if (page === 1) {
        const languages = hreflangAlternates(await getAlternateUrls(storefront.code, record.id));
        return { title, alternates: { canonical: record.url, languages } };
      }
      return { title, alternates: { canonical: `${record.url}?page=${page}` } };
    }
    case 'blog':
      return blogMetadata(resolved.blog);
    case 'lookbook':
      return lookbookMetadata(resolved.lookbook);
    case 'content':
      return contentPageMetadata(resolved.content);
    default:
      return {};
  }
}

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
