import { Header } from '@/components/header/Header';
import { Footer } from '@/components/layout/Footer';
import { LazyAddToCartPopup } from '@/components/cart/LazyAddToCartPopup';
import { ConsentAndAnalytics } from '@/components/consent/ConsentAndAnalytics';
import { MainArea } from '@/components/layout/MainArea';
import { OverlayPriceNote } from '@/components/product/OverlayPriceNote';
import { TabletopGate } from '@/components/tabletop/TabletopGate';
import { tabletopIdleConfig } from '@/lib/tabletop/idle-config';
import type { Storefront } from '@/lib/stores';

/**
 * Default layout (spec §2 Layouts): consent banner, tag manager and third-party loader (after
 * consent), header, main area, footer, add-to-cart popup (loaded on the first add). Used by the shop
 * layout and by `app/global-not-found.tsx`. On a tablet in a store, the tabletop controller (location
 * badge, session checks, idle time; loaded only in tabletop mode).
 */
export function ShopFrame({ storefront, children }: { storefront: Storefront; children: React.ReactNode }) {
  return (
    <>
      <ConsentAndAnalytics storefront={storefront} />
      <Header storefront={storefront} />
      <MainArea>{children}</MainArea>
      <Footer storefront={storefront} />
      <LazyAddToCartPopup locale={storefront.locale} priceNote={<OverlayPriceNote storefront={storefront} />} />
      <TabletopGate {...tabletopIdleConfig()} />
    </>
  );
}
