import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** 404 inside the shop layout: 'Page not found' breadcrumb and 'This page could not be found' (spec §2, §8). */
export default async function ShopNotFound() {
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
      <Link href="/" className="button button--primary">{t('backHome')}</Link>
    </div>
  );
}
