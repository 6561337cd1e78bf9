import { getTranslations } from 'next-intl/server';
import styles from './PageLoading.module.css';

/**
 * Fallback of a Suspense hole for visitor data (spec §2 Layouts, main area; the cart page's cart):
 * in the static shell until the visitor's content streams in. Announced politely, and tall enough
 * that the footer does not jump (CLS).
 */
export async function PageLoading() {
  const t = await getTranslations('layout');
  return (
    <p className={styles.loading} role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}
