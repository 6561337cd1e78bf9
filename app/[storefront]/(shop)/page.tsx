import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/ContentPage';
import { components } from '@/slices';
import { getContentPage } from '@/lib/prismic/preview';
import { storefrontFromParams } from '@/lib/storefront';
import { contentPageMetadata } from '@/components/content/metadata';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { JsonLd } from '@/components/ui/JsonLd';
import { HreflangLinks } from '@/components/content/HreflangLinks';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const page = await getContentPage('cms_page', 'home', storefront.prismicLang);
  const title = { absolute: page?.data.meta_title || (await getTranslations('meta'))('siteName') };
  if (!page) return { title, alternates: { canonical: '/' } };
  // The hreflang links are the page's own (HreflangLinks): Next would drop other origins' root slash.
  const { alternates, ...metadata } = contentPageMetadata(page);
  return { ...metadata, title, alternates: { canonical: alternates?.canonical } };
}

/**
 * Home (spec §2 '/'): the cms_page with uid `home` in the store's language, plus website structured
 * data with a site search action (spec §2 'Content page').
 */
export default async function HomePage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('meta');
  const page = await getContentPage('cms_page', 'home', storefront.prismicLang);
  const origin = storefrontOrigin(storefront.code);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: t('siteName'),
    url: `${origin}/`,
    inLanguage: storefront.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/search/?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
  const languages = page ? contentPageMetadata(page).alternates?.languages : undefined;
  return (
    <>
      <JsonLd data={structuredData} />
      {languages ? <HreflangLinks languages={languages as Record<string, string>} /> : null}
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
