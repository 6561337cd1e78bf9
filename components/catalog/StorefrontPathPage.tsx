import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/components/content/metadata';
import { components } from '@/slices';
import { ProductDetail } from '@/components/product/ProductDetail';
import type { UrlRecordData } from '@/graphql/catalog';
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
import { isRefined, type PlpState } from '@/lib/catalog/plp-state';
import { isMenHomePath } from '@/lib/navigation/segment';

/** A storefront path as the catch-all routes receive it: its decoded slug and the list state (page from 1, filters, sort). */
export interface StorefrontPath {
  slug: string[];
  state: PlpState;
}

const toUrl = (slug: string[]) => `/${slug.map((part) => decodeURIComponent(part)).join('/')}/`;

/**
 * The landing page above a top category's list (`/dames/`, `/herren/`: a content page with the
 * same uid), on the list's first, unfiltered page only; null elsewhere.
 */
async function landingContent(storefront: Storefront, record: UrlRecordData, url: string, state: PlpState) {
  if (record.parents.length > 0 || !record.category_id || state.page !== 1 || isRefined(state)) return null;
  return getContentPage('cms_page', url.slice(1, -1), storefront.prismicLang);
}

/**
 * Title, description and canonical link of the record or content page at a path. A PLP's later
 * pages have their own title and canonical (WCAG 2.4.2: 'Dames schoenen – pagina 2', not page 1's);
 * a filtered or sorted PLP is `noindex,follow` with the unfiltered list as canonical (one indexed
 * page per category, its products still crawled).
 */
export async function storefrontPathMetadata(
  storefront: Storefront,
  { slug, state }: StorefrontPath,
): Promise<Metadata> {
  const { page } = state;
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
          openGraph: {
            type: 'website',
            title: `${pdp.product.brand} ${pdp.product.name}`,
            images: pdp.product.images.slice(0, 1).map((url) => ({ url, width: 830, height: 1175 })),
          },
        }
      : {};
  }
  if (record) {
    const landing = await landingContent(storefront, record, url, state);
    if (landing) return contentPageMetadata(landing);
    const t = await getTranslations('plp');
    // The category path, so 'Damen › Schuhe' and 'Herren › Schuhe' are told apart (WCAG 2.4.2).
    const path = [...record.parents.map((parent) => parent.label), record.label].join(' › ');
    const title = page === 1 ? path : t('pageTitle', { title: path, page });
    if (isRefined(state)) {
      return { title, robots: { index: false, follow: true }, alternates: { canonical: record.url } };
    }
    // Page 1 is the list's version in every language; later pages have no hreflang alternates.
    if (page === 1) {
      const languages = hreflangAlternates(await getAlternateUrls(storefront.code, record.id));
      return { title, alternates: { canonical: record.url, languages } };
    }
    return { title, alternates: { canonical: `${record.url}?page=${page}` } };
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
 * (esUrl guard), a top category's PLP below its landing page; otherwise a blog list or article, a lookbook list or detail page; otherwise a content page by uid;
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
  if (record) {
    const landing = await landingContent(storefront, record, url, path.state);
    return (
      <>
        {landing ? <ContentPage page={landing} storefront={storefront} components={components} breadcrumbs /> : null}
        <ProductListPage record={record} storefront={storefront} state={path.state} belowLanding={landing !== null} />
      </>
    );
  }
  if (parseBlogPath(url)) {
    const blog = await blogPageForPath(storefront.prismicLang, url, path.state.page);
    if (!blog) notFound();
    return blog.kind === 'list' ? (
      <BlogListPage result={blog} storefront={storefront} />
    ) : (
      <BlogArticlePage {...blog} storefront={storefront} />
    );
  }
  const lookbook = await lookbookPageForPath(storefront.prismicLang, url, path.state.page);
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
