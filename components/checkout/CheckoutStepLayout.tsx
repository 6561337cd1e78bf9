import type { CartData } from '@/graphql/fragments';
import { CheckoutSteps } from './CheckoutSteps';
import { OrderSummary } from './OrderSummary';

/**
 * Frame of a checkout step (spec §2 '/checkout/' children): progress, the step's h1 and form, and
 * the order summary beside it.
 */
export function CheckoutStepLayout({
  step,
  title,
  cart,
  locale,
  children,
}: {
  step: 'details' | 'shipment' | 'payment';
  title: string;
  cart: CartData;
  locale: string;
  children: React.ReactNode;
}) {
  return (
    <div className="checkout">
      <CheckoutSteps current={step} />
      <div className="checkout__layout">
        <section className="checkout__main" aria-labelledby="checkout-title">
          <h1 id="checkout-title">{title}</h1>
          {children}
        </section>
        <OrderSummary cart={cart} locale={locale} />
      </div>
    </div>
  );
}
