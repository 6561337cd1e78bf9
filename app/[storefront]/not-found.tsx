import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** 404 (spec §8 'Unmatched route … status 404, This page could not be found'). */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="main not-found">
      <nav aria-label={t('breadcrumbLabel')} className="breadcrumbs">
        <ol>
          <li><Link href="/">{t('home')}</Link></li>
          <li aria-current="page">{t('breadcrumb')}</li>
        </ol>
      </nav>
      <h1>{t('title')}</h1>
      <Link href="/" className="button button--primary">{t('backHome')}</Link>
    </main>
  );
}
