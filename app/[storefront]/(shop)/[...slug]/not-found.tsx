import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/ContentPage';
import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';
import { getPublishedPage } from '@/lib/prismic/cached';
import { STOREFRONTS } from '@/lib/stores';

/** The 404's own title instead of the shop name alone (WCAG 2.4.2). */
export async function generateMetadata({ params }: { params?: Promise<{ storefront: string }> }): Promise<Metadata> {
  return notFoundMetadata(params);
}

/**
 * 404 inside the shop layout (spec §2 'The error page loads the content page with uid 404'). Without
 * that content page the heading and a link home still show.
 */
export default async function ShopNotFound() {
  const locale = await getLocale();
  const storefront = Object.values(STOREFRONTS).find((candidate) => candidate.locale === locale) ?? STOREFRONTS.NL;
  const page = await getPublishedPage('cms_page', '404', storefront.prismicLang);
  return (
    <NotFoundContent>
      {page ? (
        <ContentPage
          page={{ ...page, data: { ...page.data, title: null, meta_title: null } }}
          storefront={storefront}
        />
      ) : null}
    </NotFoundContent>
  );
}
