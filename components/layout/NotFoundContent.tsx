import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/**
 * Body of the 404 page (spec §2 'Page not found' breadcrumb, §8 'This page could not be found'),
 * with optional CMS content (the content page with uid 404) between heading and home link.
 */
export async function NotFoundContent({ children }: { children?: React.ReactNode }) {
  const t = await getTranslations('notFound');
  return (
    <div className="not-found">
      <nav aria-label={t('breadcrumbLabel')} className="breadcrumbs">
        <ol>
          <li><Link href="/">{t('home')}</Link></li>
          <li aria-current="page">{t('breadcrumb')}</li>
        </ol>
      </nav>
      <h1>{t('title')}</h1>
      {children}
      <Link href="/" className="button button--primary">{t('backHome')}</Link>
    </div>
  );
}
