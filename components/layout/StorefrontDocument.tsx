import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages, SHARED_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { StateProvider } from '@/lib/state/StateProvider';
import type { Storefront } from '@/lib/stores';
import { Toasts } from '@/components/ui/Toasts';
import { ChunkReloadListener } from '@/components/layout/ChunkReloadListener';
import { ProductClickListener } from '@/components/analytics/ProductClickListener';
import { CardAddListener } from '@/components/product/CardAddListener';
import { WishlistController } from '@/components/wishlist/WishlistController';
import { RouteProgress } from '@/components/layout/RouteProgress';
import { tabletopBootScript } from '@/lib/tabletop/boot-script';
import { pressReplayScript } from '@/lib/hydration/press-replay';
import { PressReplay } from '@/components/layout/PressReplay';
import { IconSprite } from '@/components/icons/IconSprite';
import '@/app/globals.css';
import styles from './StorefrontDocument.module.css';

/**
 * Inter as one variable file (latin, weights 100–900; 48 kB) rather than one file per weight (3 × 24
 * kB): one preloaded request instead of three competing with the page's LCP image on a phone's
 * connection. Served from the npm package: Google Fonts cannot be fetched offline.
 */
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});

/**
 * The HTML document of every storefront page (spec §2 Layouts): document language from the store,
 * skip link, and the client islands' providers: the messages they read and the per-request zustand stores, with
 * the toast region, the product cards' add listener and the wishlist's controller (hearts, and the
 * merge of a guest's lists at login, wherever it happens). No Apollo provider here: most pages need Apollo only after a cart change
 * (`lib/apollo/ApolloProvider.tsx`). Beside the providers, two message-free leaves: the route
 * progress bar and page transition (spec §9, §2), the reload on a failed chunk load (spec §8), and
 * the replay of presses made before hydration (`lib/hydration/press-replay.ts`).
 * Used by the storefront root layout and by `app/global-not-found.tsx`. The caller sets the
 * request locale first (`setRequestLocale`).
 */
export async function StorefrontDocument({
  storefront,
  children,
}: {
  storefront: Storefront;
  children: React.ReactNode;
}) {
  const [t, tWishlist] = await Promise.all([getTranslations('layout'), getTranslations('wishlist')]);
  return (
    // The consent script marks <html> before hydration (lib/consent/banner-script.ts).
    <html lang={storefront.locale} className={inter.variable} suppressHydrationWarning>
      <body>
        {/* Before any island: cleans a tablet after a hand-over and marks tabletop mode (lib/tabletop/boot-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: tabletopBootScript() }} />
        {/* Keeps presses on script-only buttons until the page has hydrated (lib/hydration/press-replay.ts). */}
        <script dangerouslySetInnerHTML={{ __html: pressReplayScript() }} />
        <IconSprite />
        <a href="#main" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        <ClientMessages namespaces={SHARED_CLIENT_NAMESPACES}>
          <StateProvider>
            {children}
            <Toasts />
            <CardAddListener />
            <WishlistController
              copy={{
                added: tWishlist('added'),
                removed: tWishlist('removed'),
                mergeFailed: tWishlist('mergeFailed'),
                loadFailed: tWishlist('loadFailed'),
              }}
            />
          </StateProvider>
        </ClientMessages>
        {/* usePathname() waits during a prerender with unknown route params: only this empty leaf waits then. */}
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
        <ChunkReloadListener />
        <ProductClickListener />
        {/* Last: every island's own effects (document listeners) are in place when kept presses replay. */}
        <PressReplay />
      </body>
    </html>
  );
}
