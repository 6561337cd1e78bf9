import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { storefrontFromParams } from '@/lib/storefront';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import styles from './NotFoundContent.module.css';

/**
 * Metadata of every 404 (WCAG 2.4.2: the page says what it is, not only the shop name): the
 * not-found title (the layout's template appends the shop name) and noindex. For the `not-found.tsx`
 * files, whose metadata Next uses when a page calls `notFound()`.
 */
export async function notFoundMetadata(params?: Promise<{ storefront: string }>): Promise<Metadata> {
  if (params) await storefrontFromParams(params);
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Body of the 404 page (spec §2 'Page not found' breadcrumb, §8 'This page could not be found'),
 * with optional CMS content (the content page with uid 404) between heading and home link.
 */
export async function NotFoundContent({ children }: { children?: React.ReactNode }) {
  const t = await getTranslations('notFound');
  return (
    <div className={styles.notFound}>
      <Breadcrumbs current={t('breadcrumb')} />
      <h1>{t('title')}</h1>
      {children}
      <Link href="/" className={cx(buttons.button, buttons.primary)}>
        {t('backHome')}
      </Link>
    </div>
  );
}
