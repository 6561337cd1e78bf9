import { ShopFrame } from '@/components/layout/ShopFrame';
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
  return <ShopFrame storefront={storefront}>{children}</ShopFrame>;
}
