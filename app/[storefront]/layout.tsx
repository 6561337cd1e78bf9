import type { Metadata } from 'next';
import localFont from 'next/font/local';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { StateProvider } from '@/lib/state/StateProvider';
import { storefrontFromParams } from '@/lib/storefront';
import { Toasts } from '@/components/ui/Toasts';
import '../globals.css';

const inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-inter',
});

export async function generateMetadata({ params }: { params: Promise<{ storefront: string }> }): Promise<Metadata> {
  await storefrontFromParams(params);
  const t = await getTranslations('meta');
  return { title: { default: t('siteName'), template: `%s | ${t('siteName')}` }, description: t('description') };
}

/**
 * Root layout of every storefront: document language from the store, skip link (spec §2 Layouts),
 * and the client islands' providers: messages, the Apollo client (BFF) and the per-request zustand
 * stores, with the toast region.
 */
export default async function StorefrontRootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ storefront: string }>;
}) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('layout');
  return (
    <html lang={storefront.locale} className={inter.variable}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <ApolloProvider>
            <StateProvider>
              {children}
              <Toasts />
            </StateProvider>
          </ApolloProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
