import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import { ClientMessages, SHARED_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { StateProvider } from '@/lib/state/StateProvider';
import type { Storefront } from '@/lib/stores';
import { Toasts } from '@/components/ui/Toasts';
import '@/app/globals.css';
import styles from './StorefrontDocument.module.css';

const inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-inter',
});

/**
 * The HTML document of every storefront page (spec §2 Layouts): document language from the store,
 * skip link, and the client islands' providers: the messages they read and the per-request zustand stores, with
 * the toast region. No Apollo provider here: most pages need Apollo only after a cart change
 * (`lib/apollo/ApolloProvider.tsx`). Used by the storefront root layout and by
 * `app/global-not-found.tsx`. The caller sets the request locale first (`setRequestLocale`).
 */
export async function StorefrontDocument({
  storefront,
  children,
}: {
  storefront: Storefront;
  children: React.ReactNode;
}) {
  const t = await getTranslations('layout');
  return (
    <html lang={storefront.locale} className={inter.variable}>
      <body>
        <a href="#main" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        <ClientMessages namespaces={SHARED_CLIENT_NAMESPACES}>
          <StateProvider>
            {children}
            <Toasts />
          </StateProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
