import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { CART_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { getVisitorContext, getVisitorVouchers } from '@/lib/commerce/queries';
import { storefrontFromParams } from '@/lib/storefront';
import { RecentlyViewedSection } from '@/components/product/RecentlyViewedSection';
import { UspList } from '@/components/ui/UspList';
import { getCheckoutLayoutContent } from '@/lib/prismic/layout';
import { resolveDeliveryPromise } from '@/lib/product/delivery-usps';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('cart'))('title'), robots: { index: false } };
}

/**
 * The cart is the visitor's alone, so the page renders per request, in full: no static shell whose
 * placeholder the cart then replaces. A streamed Suspense hole held the first line's image (the
 * page's LCP) until React revealed the boundary after hydration (Lighthouse 0.91–0.92 → see
 * README 'Measured') and shifted the footer.
 */
export const instant = false;

/**
 * Cart page (spec §2 '/cart/'): line items, totals incl. VAT and shipping, on to checkout, for the
 * visitor's context (cookie; none: the empty cart), with a member's club vouchers to redeem and the
 * selling points of the usps document `cart` (spec §7); below it the recently viewed products.
 */
export default async function CartPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('cart');
  const context = await getVisitorContext(storefront.code);
  // A member's vouchers for the voucher panel; a guest (null) is asked to log in.
  const member = Boolean(context?.customer && !context.customer.guest);
  const [vouchers, { cartUsps }, hideDiscounts] = await Promise.all([
    member ? getVisitorVouchers(storefront.code) : null,
    getCheckoutLayoutContent(storefront.prismicLang),
    hidesDiscountLabelsToday(storefront.countryCode),
  ]);
  const usps = await resolveDeliveryPromise(cartUsps, storefront.code);
  return (
    <div>
      <h1>{t('title')}</h1>
      <UspList usps={usps} label={(await getTranslations('checkout'))('sellingPoints')} />
      <ClientMessages namespaces={CART_CLIENT_NAMESPACES}>
        <CartView
          initialCart={context?.cart ?? null}
          locale={storefront.locale}
          vouchers={vouchers}
          hideDiscounts={hideDiscounts}
        />
        <RecentlyViewedSection locale={storefront.locale} hideDiscounts={hideDiscounts} />
      </ClientMessages>
    </div>
  );
}
