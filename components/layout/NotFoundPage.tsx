import { ContentPage } from '@/components/content/ContentPage';
import { getContentPage } from '@/lib/prismic/preview';
import { coreSlices } from '@/slices/core';
import type { Storefront } from '@/lib/stores';
import { NotFoundContent } from './NotFoundContent';

/**
 * The shop's 404 page body (spec §2 'The error page loads the content page with uid 404'): heading,
 * the store's 404 content page without its own title, and a link home. Without that content page
 * the heading and the link still show. It renders the core slices only: this boundary belongs to
 * every page, and the client parts of what it can render load with every page.
 */
export async function NotFoundPage({ storefront }: { storefront: Storefront }) {
  const page = await getContentPage('cms_page', '404', storefront.prismicLang);
  return (
    <NotFoundContent>
      {page ? (
        <ContentPage
          page={{ ...page, data: { ...page.data, title: null, meta_title: null } }}
          storefront={storefront}
          components={coreSlices}
        />
      ) : null}
    </NotFoundContent>
  );
}
