import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { WishlistRefresh } from '@/components/wishlist/WishlistRefresh';
import { WishlistView } from '@/components/wishlist/WishlistView';
import { getVisitorWishlist } from '@/lib/commerce/queries';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { getLookbookTiles } from '@/lib/prismic/lookbooks';
import { storefrontFromParams } from '@/lib/storefront';
import { customerSettings } from '@/lib/wishlist/customer-settings';
import { ClientMessages, CUSTOMER_STORES_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { getPhysicalStores } from '@/lib/physical-stores/queries';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('wishlist'))('title'), robots: { index: false } };
}

/** The visitor's own wishlist: rendered per request, never cached. */
export const instant = false;

/**
 * The customer's wishlist (spec §2 '/customer' wishlist; Account 'favorite items, favorite looks, my
 * stores'; §7 getWishlist, customFields): the server wishlist's products as cards with pressed hearts
 * (a press removes) and add buttons, the looks saved in customFields as tiles, and the saved stores
 * ('My stores': physicalStores by the provider ids in customFields, each with its address, today's
 * and the week's hours, a link to its page and its heart) when there are any. A guest's lists are
 * moved here at login (`WishlistController`); when that
 * (or another tab) adds to the account after this page was rendered, it renders again
 * (`WishlistRefresh`). Without a logged-in session: the login page,
 * back here after logging in.
 */
export default async function CustomerWishlistPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const customer = await requireVisitorCustomer(storefront.code, CUSTOMER_PATHS.wishlist);
  const { lookbooks, stores } = customerSettings(customer.customFields);
  const [t, products, looks, savedStores] = await Promise.all([
    getTranslations('wishlist'),
    getVisitorWishlist(storefront.code),
    getLookbookTiles(storefront.prismicLang, lookbooks),
    getPhysicalStores(storefront.code, stores),
  ]);
  return (
    <CustomerFrame current="wishlist" title={t('title')}>
      <ClientMessages namespaces={CUSTOMER_STORES_CLIENT_NAMESPACES}>
        <WishlistView products={products} looks={looks} stores={savedStores} storefront={storefront} saved />
        <WishlistRefresh skus={products.map((product) => product.sku)} looks={lookbooks} stores={stores} />
      </ClientMessages>
    </CustomerFrame>
  );
}
