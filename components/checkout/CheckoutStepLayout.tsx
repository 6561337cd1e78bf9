import type { CartData } from '@/graphql/fragments';
import { CheckoutSteps } from './CheckoutSteps';
import { OrderSummary } from './OrderSummary';
import twoColumn from '@/components/ui/TwoColumn.module.css';

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
    <div>
      <CheckoutSteps current={step} />
      <div className={twoColumn.layout}>
        <section aria-labelledby="checkout-title">
          <h1 id="checkout-title">{title}</h1>
          {children}
        </section>
        <OrderSummary cart={cart} locale={locale} />
      </div>
    </div>
  );
}
