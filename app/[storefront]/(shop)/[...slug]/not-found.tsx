import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/ContentPage';
import { getPageByUid } from '@/lib/prismic/client';
import { STOREFRONTS } from '@/lib/stores';

/**
 * 404 inside the shop layout (spec §2 'The error page loads the content page with uid 404 and shows
 * a Page not found breadcrumb', §8 'This page could not be found'). Without that content page the
 * heading and a link home still show.
 */
export default async function ShopNotFound() {
  const t = await getTranslations('notFound');
  const locale = await getLocale();
  const storefront = Object.values(STOREFRONTS).find((candidate) => candidate.locale === locale) ?? STOREFRONTS.NL;
  const page = await getPageByUid('cms_page', '404', storefront.prismicLang);
  return (
    <div className="not-found">
      <nav aria-label={t('breadcrumbLabel')} className="breadcrumbs">
        <ol>
          <li><Link href="/">{t('home')}</Link></li>
          <li aria-current="page">{t('breadcrumb')}</li>
        </ol>
      </nav>
      <h1>{t('title')}</h1>
      {page ? <ContentPage page={{ ...page, data: { ...page.data, title: null } }} storefront={storefront} /> : null}
      <Link href="/" className="button button--primary">{t('backHome')}</Link>
    </div>
  );
}
