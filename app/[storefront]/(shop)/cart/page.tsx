import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartLines } from '@/components/cart/CartLines';
import { CartTotals } from '@/components/cart/CartTotals';
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
  const cart = context?.cart;
  return (
    <div className="cart-page">
      <h1>{t('title')}</h1>
      {cart && cart.items.length > 0 ? (
        <div className="cart-page__layout">
          <CartLines items={cart.items} locale={storefront.locale} />
          <aside className="cart-page__summary" aria-label={t('summary')}>
            <CartTotals cart={cart} locale={storefront.locale} />
            <Link href="/checkout/" className="button button--primary button--wide" data-testid="to-checkout">
              {t('checkout')}
            </Link>
          </aside>
        </div>
      ) : (
        <div className="cart-page__empty">
          <p>{t('empty')}</p>
          <Link href="/" className="button button--primary">
            {t('continueShopping')}
          </Link>
        </div>
      )}
    </div>
  );
}
