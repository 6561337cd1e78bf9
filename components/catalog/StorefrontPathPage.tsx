import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/components/content/metadata';
import { components } from '@/slices';
import { ProductDetail } from '@/components/product/ProductDetail';
import { getAlternateUrls, getPdp, resolveUrlRecord } from '@/lib/commerce/queries';
import { hreflangAlternates } from '@/lib/routing/storefront-origin';
import { getContentPage } from '@/lib/prismic/preview';
import { LookbookDetailPage } from '@/components/lookbook/LookbookDetailPage';
import { LookbookListPage } from '@/components/lookbook/LookbookListPage';
import { lookbookMetadata } from '@/components/lookbook/metadata';
import { lookbookPageForPath } from '@/lib/prismic/lookbooks';
import { BlogArticlePage } from '@/components/blog/BlogArticlePage';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { blogMetadata } from '@/components/blog/metadata';
import { blogPageForPath } from '@/lib/prismic/blog';
import { parseBlogPath } from '@/lib/prismic/blog-path';
import type { Storefront } from '@/lib/stores';
import { isMenHomePath } from '@/lib/navigation/segment';

/** A storefront path as the catch-all routes receive it: its decoded slug and the PLP page (from 1). */
export interface StorefrontPath {
  slug: string[];
  page: number;
}

const toUrl = (slug: string[]) => `/${slug.map((part) => decodeURIComponent(part)).join('/')}/`;

/** Page number of a route segment or `?page=`; anything but a positive integer is page 1. */
export function parsePage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

/**
 * Title, description and canonical link of the record or content page at a path. A PLP's later
 * pages have their own title and canonical (WCAG 2.4.2: 'Dames schoenen – pagina 2', not page 1's).
 */
export async function storefrontPathMetadata(
  storefront: Storefront,
  { slug, page }: StorefrontPath,
): Promise<Metadata> {
  const url = toUrl(slug);
  const record = await resolveUrlRecord(storefront.code, url);
  if (record?.page_type === 'pdp' && record.sku) {
    const pdp = await getPdp(storefront.code, record.sku);
    return pdp
      ? {
          title: `${pdp.product.brand} ${pdp.product.name}`,
          description: pdp.product.description ?? undefined,
          alternates: {
            canonical: pdp.product.url,
            languages: hreflangAlternates(await getAlternateUrls(storefront.code, record.id)),
          },
        }
      : {};
  }
  if (record) {
    // Page 1 is the list's version in every language; later pages have no hreflang alternates.
    if (page === 1) {
      const languages = hreflangAlternates(await getAlternateUrls(storefront.code, record.id));
      return { title: record.label, alternates: { canonical: record.url, languages } };
    }
    const t = await getTranslations('plp');
    return {
      title: t('pageTitle', { title: record.label, page }),
      alternates: { canonical: `${record.url}?page=${page}` },
    };
  }
  if (parseBlogPath(url)) {
    const blog = await blogPageForPath(storefront.prismicLang, url, page);
    return blog ? blogMetadata(blog) : {};
  }
  const lookbook = await lookbookPageForPath(storefront.prismicLang, url, page);
  if (lookbook) return lookbookMetadata(lookbook);
  const content = await getContentPage('cms_page', url.slice(1, -1), storefront.prismicLang);
  return content ? contentPageMetadata(content) : {};
}

/**
 * The page at a storefront path (spec §2 '/{slug}'): a commerce URL record renders a PLP or PDP
 * (esUrl guard); otherwise a blog list or article, a lookbook list or detail page; otherwise a content page by uid;
 * otherwise 404. Every read is cached per
 * storefront, so the result is a static page until a tag it carries is revalidated.
 */
export async function StorefrontPathPage({ storefront, path }: { storefront: Storefront; path: StorefrontPath }) {
  const url = toUrl(path.slug);
  const record = await resolveUrlRecord(storefront.code, url);
  if (record?.page_type === 'pdp' && record.sku) {
    const pdp = await getPdp(storefront.code, record.sku);
    if (!pdp) notFound();
    return <ProductDetail {...pdp} storefront={storefront} />;
  }
  if (record) return <ProductListPage record={record} storefront={storefront} page={path.page} />;
  if (parseBlogPath(url)) {
    const blog = await blogPageForPath(storefront.prismicLang, url, path.page);
    if (!blog) notFound();
    return blog.kind === 'list' ? (
      <BlogListPage result={blog} storefront={storefront} />
    ) : (
      <BlogArticlePage {...blog} storefront={storefront} />
    );
  }
  const lookbook = await lookbookPageForPath(storefront.prismicLang, url, path.page);
  if (lookbook?.kind === 'list') return <LookbookListPage {...lookbook} storefront={storefront} />;
  if (lookbook?.kind === 'detail') {
    return <LookbookDetailPage page={lookbook.page} parent={lookbook.parent} storefront={storefront} />;
  }
  const content = await getContentPage('cms_page', url.slice(1, -1), storefront.prismicLang);
  if (!content) notFound();
  return (
    <ContentPage
      page={content}
      storefront={storefront}
      components={components}
      breadcrumbs={!isMenHomePath(url, storefront.language)}
    />
  );
}
