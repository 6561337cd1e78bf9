'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@apollo/client/react';
import { HandlePayment, PlaceOrder, UpdatePaymentMethod, UpdateShippingMethod } from '@/graphql/checkout';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { encodeOrderReference } from '@/lib/order-reference';
import { FormError } from '@/components/ui/FormError';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import styles from './MethodForm.module.css';
import { startRouteProgress } from '@/components/layout/RouteProgress';

interface Method {
  id: string;
  name: string;
  description: string | null;
  /** Preformatted price, e.g. '€ 4,95' or 'Free'. */
  priceLabel?: string;
}

/**
 * Shipment or payment step (spec §2 Checkout). Shipment: saves the shipping method and goes to the
 * payment step. Payment: saves the payment method, places the order (idempotent on the back end,
 * and the button is disabled while it runs) and starts the payment, then follows the provider's
 * redirect. The finish and error URLs carry the encoded order reference.
 */
export function MethodForm({
  step,
  methods,
  selectedId,
}: {
  step: 'shipment' | 'payment';
  methods: Method[];
  selectedId: string | null;
}) {
  const t = useTranslations('checkout');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const [choice, setChoice] = useState(selectedId ?? methods[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saveShippingMethod] = useMutation(UpdateShippingMethod);
  const [savePaymentMethod] = useMutation(UpdatePaymentMethod);
  const [placeOrder] = useMutation(PlaceOrder);
  const [handlePayment] = useMutation(HandlePayment);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!choice || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (step === 'shipment') {
        await saveShippingMethod({ variables: { id: choice } });
        startRouteProgress();
        router.push('/checkout/payment/');
        return;
      }
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

  const legend = step === 'shipment' ? t('shipment.legend') : t('payment.legend');
  return (
    <form onSubmit={submit} className={forms.form}>
      <fieldset className={styles.methods}>
        <legend>{legend}</legend>
        {methods.map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name={step}
              value={method.id}
              checked={choice === method.id}
              onChange={() => setChoice(method.id)}
            />
            <span>{method.name}</span>
            {method.priceLabel ? <span>{method.priceLabel}</span> : null}
            {method.description ? <span className={styles.description}>{method.description}</span> : null}
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <button
        type="submit"
        className={cx(buttons.button, buttons.primary, buttons.wide)}
        disabled={busy || !choice}
        aria-busy={busy}
      >
        {step === 'shipment' ? t('shipment.continue') : t('payment.payNow')}
      </button>
    </form>
  );
}
