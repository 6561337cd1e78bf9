import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contentPageMetadata } from '@/components/content/metadata';
import type { UrlRecordData } from '@/graphql/catalog';
import { getAlternateUrls } from '@/lib/commerce/queries';
import { hreflangAlternates } from '@/lib/routing/storefront-origin';
import { getContentPage } from '@/lib/prismic/preview';
import { getProductListContent } from '@/lib/prismic/product-list-content';
import { lookbookMetadata } from '@/components/lookbook/metadata';
import { blogMetadata } from '@/components/blog/metadata';
import type { Storefront } from '@/lib/stores';
import { isRefined, type PlpState } from '@/lib/catalog/plp-state';
import { resolvePagePath, type StorefrontPath } from '@/lib/routing/page-path';
import { mayHaveLanding } from '@/lib/routing/page-route';

/*
 * Metadata of the storefront paths, apart from the components that render them: a route imports only the
 * components it renders, and with them their client islands (docs/architecture.md 'Server components and client
 * islands').
 */

/**
 * The landing page above a top category's list (`/dames/`, `/herren/`: a content page with the
 * same uid), on the list's first, unfiltered page only; null elsewhere.
 */
export async function landingContent(storefront: Storefront, record: UrlRecordData, url: string, state: PlpState) {
  if (!mayHaveLanding(record, state.page === 1 && !isRefined(state))) return null;
  return getContentPage('cms_page', url.slice(1, -1), storefront.prismicLang);
}

/**
 * Title, description and canonical link of what the path resolver (`lib/routing/resolve-path.ts`)
 * finds at a path. A PLP's later pages have their own title and canonical (WCAG 2.4.2: 'Dames
 * schoenen – pagina 2', not page 1's); a filtered or sorted PLP is `noindex,follow` with the
 * unfiltered list as canonical (one indexed page per category, its products still crawled). A list's
 * `product_list_page` document names it by its title on every page, and on the canonical page gives the
 * whole title (its meta title) and the description (spec §2 'Content page': the title falls back from
 * meta title to page title).
 */
export async function storefrontPathMetadata(storefront: Storefront, path: StorefrontPath): Promise<Metadata> {
  const { page } = path.state;
  const resolved = await resolvePagePath(storefront, path);
  switch (resolved.kind) {
    case 'url-record': {
      const { record, url, pdp } = resolved;
      if (pdp) {
        // The back end's stock info names the colour (each colour is a page of its own) and cuts the
        // description to a snippet's length at a word.
        const { metaTitle, metaDescription } = pdp.product.stockInfo;
        return {
          title: metaTitle,
          description: metaDescription,
          alternates: {
            canonical: pdp.product.url,
            languages: hreflangAlternates(await getAlternateUrls(storefront.code, record.id)),
          },
          openGraph: {
            type: 'website',
            title: metaTitle,
            images: pdp.product.images.slice(0, 1).map((url) => ({ url, width: 830, height: 1175 })),
          },
        };
      }
      const landing = await landingContent(storefront, record, url, path.state);
      if (landing) return contentPageMetadata(landing);
      const [t, content] = await Promise.all([
        getTranslations('plp'),
        getProductListContent(storefront.prismicLang, record.url),
      ]);
      // The category path, so 'Damen › Schuhe' and 'Herren › Schuhe' are told apart (WCAG 2.4.2), unless an
      // editor named the list ('Damenschuhe'), as its h1 does.
      const name = content?.title || [...record.parents.map((parent) => parent.label), record.label].join(' › ');
      const title = page === 1 ? name : t('pageTitle', { title: name, page });
      if (isRefined(path.state)) {
        return { title, robots: { index: false, follow: true }, alternates: { canonical: record.url } };
      }
      // Page 1 is the list's version in every language; later pages have no hreflang alternates.
      if (page === 1) {
        const languages = hreflangAlternates(await getAlternateUrls(storefront.code, record.id));
        // The canonical page (lib/prismic/product-list-content.ts `showsListEditorial`): the editor's metadata.
        return {
          title: content?.metaTitle ? { absolute: content.metaTitle } : title,
          description: content?.metaDescription ?? undefined,
          alternates: { canonical: record.url, languages },
        };
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
