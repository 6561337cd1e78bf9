import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepLayout } from '@/components/checkout/CheckoutStepLayout';
import { MethodForm } from '@/components/checkout/MethodForm';
import { contextForCheckoutStep } from '@/lib/checkout/step-guard';
import { getOrderByReference, getPaymentMethods, restoreVisitorCart } from '@/lib/commerce/queries';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }>; searchParams: Promise<{ order?: string; status?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('checkout'))('step.payment'), robots: { index: false } };
}

/**
 * Checkout step 3 and the return page after a failed payment (spec §2 '/checkout/payment/', §8
 * payment messages). With `?order=` from the provider: a paid order says so and links to the finish
 * page; a failed or cancelled one restores the cart and shows the matching message; if nothing can
 * be restored the 'bag is empty' message shows.
 */
export default async function CheckoutPaymentPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const { order: reference, status } = await searchParams;

  let notice: { kind: 'failed' | 'cancelled' | 'alreadyPaid' | 'emptyBag'; reference?: string } | null = null;
  if (reference) {
    const order = await getOrderByReference(storefront.code, reference);
    if (order?.paymentState === 'paid') {
      notice = { kind: 'alreadyPaid', reference };
    } else {
      const restored = await restoreVisitorCart(storefront.code);
      if (!restored || restored.items.length === 0) notice = { kind: 'emptyBag' };
      else notice = { kind: status === 'cancelled' || order?.paymentState === 'cancelled' ? 'cancelled' : 'failed' };
    }
  }

  if (notice?.kind === 'alreadyPaid' || notice?.kind === 'emptyBag') {
    return (
      <div className="checkout">
        <h1>{t('payment.title')}</h1>
        <p role="status" className="notice">{t(`payment.${notice.kind}`)}</p>
        {notice.kind === 'alreadyPaid' ? (
          <Link href={`/checkout/success/?order=${notice.reference}`} className="button button--primary">{t('payment.complete')}</Link>
        ) : (
          <Link href="/" className="button button--primary">{t('payment.continueShopping')}</Link>
        )}
      </div>
    );
  }

  const context = await contextForCheckoutStep(storefront.code, 'payment');
  const methods = await getPaymentMethods(storefront.code);
  return (
    <CheckoutStepLayout step="payment" title={t('payment.title')} cart={context.cart} locale={storefront.locale}>
      {notice ? (
        <p role="alert" className="notice notice--error" data-testid="payment-notice">
          {t(`payment.${notice.kind}`)}
        </p>
      ) : null}
      <MethodForm step="payment" selectedId={context.paymentMethod?.id ?? null} methods={methods} />
    </CheckoutStepLayout>
  );
}
