import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/layout/PageLoading';
import { CartView } from '@/components/cart/CartView';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { CART_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { getVisitorContext } from '@/lib/commerce/queries';
import { storefrontFromParams } from '@/lib/storefront';
import type { Storefront } from '@/lib/stores';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('cart'))('title'), robots: { index: false } };
}

/**
 * Cart page (spec §2 '/cart/'): line items, totals incl. VAT and shipping, on to checkout. The
 * heading is in the static shell; the visitor's cart (cookie) streams into a Suspense hole.
 */
export default async function CartPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('cart');
  return (
    <div>
      <h1>{t('title')}</h1>
      <Suspense fallback={<PageLoading />}>
        <VisitorCartView storefront={storefront} />
      </Suspense>
    </div>
  );
}

async function VisitorCartView({ storefront }: { storefront: Storefront }) {
  const context = await getVisitorContext(storefront.code);
  return (
    <ClientMessages namespaces={CART_CLIENT_NAMESPACES}>
      <ApolloProvider>
        <CartView initialCart={context?.cart ?? null} locale={storefront.locale} />
      </ApolloProvider>
    </ClientMessages>
  );
}
