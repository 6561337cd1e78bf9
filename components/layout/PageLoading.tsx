import { getTranslations } from 'next-intl/server';
import styles from './PageLoading.module.css';

/**
 * Fallback of a page's Suspense boundary (spec §2 Layouts, main area): shown in the static shell of a
 * catalog or content page the cache has not rendered yet, and of visitor pages, until the content
 * streams in. Announced politely, and tall enough that the footer does not jump (CLS).
 */
export async function PageLoading() {
  const t = await getTranslations('layout');
  return (
    <p className={styles.loading} role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}
