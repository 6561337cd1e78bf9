import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/ContentPage';
import { components } from '@/slices';
import { getContentPage } from '@/lib/prismic/preview';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const page = await getContentPage('cms_page', 'home', storefront.prismicLang);
  return {
    title: { absolute: page?.data.meta_title || (await getTranslations('meta'))('siteName') },
    description: page?.data.meta_description || undefined,
  };
}

/**
 * Home (spec §2 '/'): the cms_page with uid `home` in the store's language, plus website structured
 * data with a site search action (spec §2 'Content page').
 */
export default async function HomePage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('meta');
  const page = await getContentPage('cms_page', 'home', storefront.prismicLang);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: t('siteName'),
    potentialAction: {
      '@type': 'SearchAction',
      target: '/search/?q={search_term_string}',
      'query-input': 'required name=search_term_string',
    },
  };
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
      />
      {page ? (
        <ContentPage
          page={{ ...page, data: { ...page.data, title: page.data.title || t('siteName') } }}
          storefront={storefront}
          components={components}
          visuallyHiddenTitle
        />
      ) : (
        <h1>{t('siteName')}</h1>
      )}
    </>
  );
}
