import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestWishlist } from '@/components/wishlist/GuestWishlist';
import { ClientMessages, WISHLIST_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('wishlist'))('title'), robots: { index: false } };
}

/**
 * The guest wishlist page (spec §2 '/wishlist/'): a cached shell, the same for every visitor, with
 * its title; the browser fills in the guest's saved products and looks from local storage
 * (`GuestWishlist`). Logged-in visitors are sent to /customer/wishlist/ by proxy.ts.
 */
export default async function GuestWishlistPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('wishlist');
  return (
    <div>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={WISHLIST_CLIENT_NAMESPACES}>
        <GuestWishlist storefront={{ locale: storefront.locale, language: storefront.language }} />
      </ClientMessages>
    </div>
  );
}
