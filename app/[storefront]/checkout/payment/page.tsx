import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepLayout } from '@/components/checkout/CheckoutStepLayout';
import { MethodForm } from '@/components/checkout/MethodForm';
import { PickupPointBox } from '@/components/checkout/PickupPointSummary';
import type { CartData } from '@/graphql/fragments';
import { CartSeed } from '@/lib/cart/CartSeed';
import { contextForCheckoutStep } from '@/lib/checkout/step-guard';
import { getOrderByReference, getPaymentMethods, getVisitorContext, restoreVisitorCart } from '@/lib/commerce/queries';
import { getServicePageHrefs } from '@/lib/prismic/translated-page';
import { storefrontFromParams } from '@/lib/storefront';
import type { StoreCode } from '@/lib/stores';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import notices from '@/components/ui/Notice.module.css';

type Props = { params: Promise<{ storefront: string }>; searchParams: Promise<{ order?: string; status?: string }> };

/**
 * The step's title, or, on the return from the payment provider (`?order=`), what happened to the
 * payment (WCAG 2.4.2: the failed-payment page is not titled like the payment step).
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const { order: reference, status } = await searchParams;
  if (!reference) return { title: t('step.payment'), robots: { index: false } };
  const order = await getOrderByReference(storefront.code, reference);
  const title =
    order?.paymentState === 'paid'
      ? t('payment.titleAlreadyPaid')
      : status === 'cancelled' || order?.paymentState === 'cancelled'
        ? t('payment.titleCancelled')
        : t('payment.titleFailed');
  return { title, robots: { index: false } };
}

/**
 * The payment step's context. When this request restored the cart, the restored cart is the one to
 * check out: the checkout layout's mini cart reads the context in parallel with this page, once per
 * request, and may have read it before the restore, so the step guard would see an empty cart and
 * send the shopper to /cart/ without the message. A restore changes neither the address nor the
 * shipping method, so the rest of the guard still decides on that context.
 */
async function paymentStepContext(store: StoreCode, restoredCart: CartData | null) {
  if (!restoredCart) return contextForCheckoutStep(store, 'payment');
  const context = await getVisitorContext(store);
  if (!context?.customer?.activeShippingAddress || !context.shippingMethod)
    return contextForCheckoutStep(store, 'payment');
  return { ...context, cart: restoredCart };
}

/**
 * Checkout step 3 and the return page after a failed payment (spec §2 '/checkout/payment/', §8
 * payment messages); a pickup order shows its point above the payment methods, and the order button
 * has the terms and withdrawal notice with the storefront's own pages below it. With `?order=`
 * from the provider: a paid order says so and links to the finish page; a failed or cancelled one
 * restores the cart (before any step guard decides) and shows the matching message; if nothing can
 * be restored the 'bag is empty' message shows. The header's mini cart may have read the context
 * before the restore: the restored cart goes into the Apollo cache (`CartSeed`), which the mini
 * cart reads.
 */
export default async function CheckoutPaymentPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const { order: reference, status } = await searchParams;

  let notice: { kind: 'failed' | 'cancelled' | 'alreadyPaid' | 'emptyBag'; reference?: string } | null = null;
  let restoredCart: CartData | null = null;
  if (reference) {
    const order = await getOrderByReference(storefront.code, reference);
    if (order?.paymentState === 'paid') {
      notice = { kind: 'alreadyPaid', reference };
    } else {
      const restored = await restoreVisitorCart(storefront.code);
      if (!restored || restored.items.length === 0) notice = { kind: 'emptyBag' };
      else {
        notice = { kind: status === 'cancelled' || order?.paymentState === 'cancelled' ? 'cancelled' : 'failed' };
        restoredCart = restored;
      }
    }
  }

  if (notice?.kind === 'alreadyPaid' || notice?.kind === 'emptyBag') {
    return (
      <div>
        <h1>{t('payment.title')}</h1>
        <p role="status" className={notices.notice} data-testid="payment-notice">
          {t(`payment.${notice.kind}`)}
        </p>
        {notice.kind === 'alreadyPaid' ? (
          <Link href={`/checkout/success/?order=${notice.reference}`} className={cx(buttons.button, buttons.primary)}>
            {t('payment.complete')}
          </Link>
        ) : (
          <Link href="/" className={cx(buttons.button, buttons.primary)}>
            {t('payment.continueShopping')}
          </Link>
        )}
      </div>
    );
  }

  const context = await paymentStepContext(storefront.code, restoredCart);
  const [methods, pages] = await Promise.all([
    getPaymentMethods(storefront.code),
    getServicePageHrefs(storefront.prismicLang),
  ]);
  return (
    <CheckoutStepLayout step="payment" title={t('payment.title')} cart={context.cart} locale={storefront.locale}>
      {restoredCart ? <CartSeed cart={restoredCart} /> : null}
      {notice ? (
        <p role="alert" className={cx(notices.notice, notices.error)} data-testid="payment-notice">
          {t(`payment.${notice.kind}`)}
        </p>
      ) : null}
      {context.servicePoint ? <PickupPointBox point={context.servicePoint} locale={storefront.locale} /> : null}
      <MethodForm
        selectedId={context.paymentMethod?.id ?? null}
        methods={methods}
        legal={{ termsHref: pages.terms, withdrawalHref: pages.deliveryReturns }}
      />
    </CheckoutStepLayout>
  );
}
