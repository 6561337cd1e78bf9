import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductListPage } from '@/components/catalog/ProductListPage';
import { ContentPage } from '@/components/content/ContentPage';
import { ProductDetail } from '@/components/product/ProductDetail';
import { getPdp, resolveUrlRecord } from '@/lib/commerce/queries';
import { getPublishedPage } from '@/lib/prismic/cached';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; slug: string[] }>; searchParams: Promise<{ page?: string }> };

const toUrl = (slug: string[]) => `/${slug.map((part) => decodeURIComponent(part)).join('/')}/`;

/** Page number from `?page=`; anything but a positive integer is page 1. */
function parsePage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

/**
 * Title, description and canonical link of the record or content page. A PLP's later pages have
 * their own title and canonical (WCAG 2.4.2: 'Dames schoenen – pagina 2', not page 1's title).
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const url = toUrl((await params).slug);
  const record = await resolveUrlRecord(storefront.code, url);
  if (record?.page_type === 'pdp' && record.sku) {
    const pdp = await getPdp(storefront.code, record.sku);
    return pdp
      ? {
          title: `${pdp.product.brand} ${pdp.product.name}`,
          description: pdp.product.description ?? undefined,
          alternates: { canonical: pdp.product.url },
        }
      : {};
  }
  if (record) {
    const page = parsePage((await searchParams).page);
    if (page === 1) return { title: record.label, alternates: { canonical: record.url } };
    const t = await getTranslations('plp');
    return {
      title: t('pageTitle', { title: record.label, page }),
      alternates: { canonical: `${record.url}?page=${page}` },
    };
  }
  const page = await getPublishedPage('cms_page', url.slice(1, -1), storefront.prismicLang);
  return page
    ? {
        title: page.data.meta_title || page.data.title || undefined,
        description: page.data.meta_description || undefined,
      }
    : {};
}

/**
 * Catch-all route (spec §2 '/{slug}'): a commerce URL record renders a PLP or PDP (esUrl guard);
 * otherwise a content page by uid; otherwise 404.
 */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const url = toUrl((await params).slug);
  const record = await resolveUrlRecord(storefront.code, url);
  if (record?.page_type === 'pdp' && record.sku) {
    const pdp = await getPdp(storefront.code, record.sku);
    if (!pdp) notFound();
    return <ProductDetail product={pdp.product} crossSellings={pdp.crossSellings} storefront={storefront} />;
  }
  if (record) {
    return <ProductListPage record={record} storefront={storefront} page={parsePage((await searchParams).page)} />;
  }
  const page = await getPublishedPage('cms_page', url.slice(1, -1), storefront.prismicLang);
  if (!page) notFound();
  return <ContentPage page={page} storefront={storefront} />;
}
