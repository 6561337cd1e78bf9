'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  HANDLE_PAYMENT,
  PLACE_ORDER,
  UPDATE_PAYMENT_METHOD,
  UPDATE_SHIPPING_METHOD,
  type HandlePaymentResult,
  type PlaceOrderResult,
} from '@/graphql/checkout';
import { commerceMutate } from '@/lib/commerce/browser';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { encodeOrderReference } from '@/lib/order-reference';
import { FormError } from '@/components/ui/FormError';

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
export function MethodForm({ step, methods, selectedId }: { step: 'shipment' | 'payment'; methods: Method[]; selectedId: string | null }) {
  const t = useTranslations('checkout');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const [choice, setChoice] = useState(selectedId ?? methods[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!choice || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (step === 'shipment') {
        await commerceMutate(UPDATE_SHIPPING_METHOD, { id: choice });
        router.push('/checkout/payment/');
        return;
      }
      await commerceMutate(UPDATE_PAYMENT_METHOD, { id: choice });
      const { placeOrder } = await commerceMutate<PlaceOrderResult>(PLACE_ORDER);
      const reference = encodeOrderReference(placeOrder.id, placeOrder.deepLinkCode);
      const origin = window.location.origin;
      const { handlePayment } = await commerceMutate<HandlePaymentResult>(HANDLE_PAYMENT, {
        input: {
          orderId: placeOrder.id,
          finishUrl: `${origin}/checkout/success/?order=${reference}`,
          errorUrl: `${origin}/checkout/payment/?order=${reference}`,
        },
      });
      window.location.assign(handlePayment.redirectUrl);
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  }

  const legend = step === 'shipment' ? t('shipment.legend') : t('payment.legend');
  return (
    <form onSubmit={submit} className="form">
      <fieldset className="method-list">
        <legend>{legend}</legend>
        {methods.map((method) => (
          <label key={method.id} className="method">
            <input type="radio" name={step} value={method.id} checked={choice === method.id} onChange={() => setChoice(method.id)} />
            <span className="method__name">{method.name}</span>
            {method.priceLabel ? <span className="method__price">{method.priceLabel}</span> : null}
            {method.description ? <span className="method__description">{method.description}</span> : null}
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <button type="submit" className="button button--primary button--wide" disabled={busy || !choice} aria-busy={busy}>
        {step === 'shipment' ? t('shipment.continue') : t('payment.payNow')}
      </button>
    </form>
  );
}
