import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { getVisitorContext } from '@/lib/commerce/queries';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('cart'))('title'), robots: { index: false } };
}

/** Cart page (spec §2 '/cart/'): line items, totals incl. VAT and shipping, on to checkout. */
export default async function CartPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('cart');
  const context = await getVisitorContext(storefront.code);
  return (
    <div>
      <h1>{t('title')}</h1>
      <CartView initialCart={context?.cart ?? null} locale={storefront.locale} />
    </div>
  );
}
