import { Header } from '@/components/header/Header';
import { Footer } from '@/components/layout/Footer';
import { AddToCartPopup } from '@/components/cart/AddToCartPopup';
import { storefrontFromParams } from '@/lib/storefront';

/** Default layout (spec §2 Layouts): header, main area, footer, add-to-cart popup. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ storefront: string }>;
}) {
  const storefront = await storefrontFromParams(params);
  return (
    <>
      <Header storefront={storefront} />
      <main id="main" tabIndex={-1} className="main">
        {children}
      </main>
      <Footer storefront={storefront} />
      <AddToCartPopup locale={storefront.locale} />
    </>
  );
}
