'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { HandlePayment, PlaceOrder, UpdatePaymentMethod } from '@/graphql/checkout';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { encodeOrderReference } from '@/lib/order-reference';
import { FormError } from '@/components/ui/FormError';
import { Link } from '@/components/ui/Link';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { MethodRadios, type CheckoutMethod } from './MethodRadios';
import styles from './MethodForm.module.css';

/** Root-relative URLs of the storefront's terms and of its shipping and returns page (withdrawal notice), or null. */
export interface OrderLegalLinks {
  termsHref: string | null;
  withdrawalHref: string | null;
}

/**
 * The payment step's form (spec §2 Checkout): saves the payment method, places the order
 * (idempotent on the back end, and the button is disabled while it runs) and starts the payment,
 * then follows the provider's redirect. The finish and error URLs carry the encoded order
 * reference. The button stays disabled until the page has hydrated, so no press is lost.
 *
 * The button says that ordering obliges the shopper to pay (§ 312j (3) BGB: 'Zahlungspflichtig
 * bestellen', and its equivalent in every language), and right below it, as its description, the
 * shopper accepts the terms and is told of the 14-day right of withdrawal (spec §1), with links to
 * the terms and the shipping and returns page (`legal`; a missing page leaves its words unlinked).
 */
export function MethodForm({
  methods,
  selectedId,
  legal,
}: {
  methods: CheckoutMethod[];
  selectedId: string | null;
  legal: OrderLegalLinks;
}) {
  const t = useTranslations('checkout');
  const noticeId = useId();
  const errorMessage = useCommerceErrorMessage();
  const [choice, setChoice] = useState(selectedId ?? methods[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [savePaymentMethod] = useCommerceMutation(UpdatePaymentMethod);
  const [placeOrder] = useCommerceMutation(PlaceOrder);
  const [handlePayment] = useCommerceMutation(HandlePayment);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!choice || busy) return;
    setBusy(true);
    setError(null);
    try {
      await savePaymentMethod({ variables: { id: choice } });
      const order = (await placeOrder()).data?.placeOrder;
      if (!order) throw new Error('placeOrder answered without an order');
      const reference = encodeOrderReference(order.id, order.deepLinkCode);
      const origin = window.location.origin;
      const payment = await handlePayment({
        variables: {
          input: {
            orderId: order.id,
            finishUrl: `${origin}/checkout/success/?order=${reference}`,
            errorUrl: `${origin}/checkout/payment/?order=${reference}`,
          },
        },
      });
      const redirectUrl = payment.data?.handlePayment.redirectUrl;
      if (!redirectUrl) throw new Error('handlePayment answered without a redirect URL');
      window.location.assign(redirectUrl);
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className={forms.form}>
      <MethodRadios name="payment" legend={t('payment.legend')} methods={methods} value={choice} onChange={setChoice} />
      <FormError message={error} />
      <button
        type="submit"
        className={cx(buttons.button, buttons.primary, buttons.wide)}
        disabled={!hydrated || busy || !choice}
        aria-busy={busy}
        aria-describedby={noticeId}
      >
        {t('payment.payNow')}
      </button>
      <p id={noticeId} className={styles.legalNotice} data-testid="order-legal-notice">
        {t.rich('payment.legalNotice', {
          terms: (chunks) => pageLink(legal.termsHref, chunks),
          withdrawal: (chunks) => pageLink(legal.withdrawalHref, chunks),
        })}
      </p>
    </form>
  );
}

/** A content page's link around `chunks`, or the bare words when the storefront lacks the page. */
function pageLink(href: string | null, chunks: React.ReactNode) {
  return href ? (
    <Link href={href} prefetch={false}>
      {chunks}
    </Link>
  ) : (
    chunks
  );
}
