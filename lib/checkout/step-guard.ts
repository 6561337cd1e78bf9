import 'server-only';
import { redirect } from 'next/navigation';
import { getVisitorContext } from '@/lib/commerce/queries';
import type { StoreCode } from '@/lib/stores';

/** Checkout steps in order (spec §2 '/checkout/' children). */
export type CheckoutStep = 'details' | 'shipment' | 'payment';

/**
 * The visitor's context for a checkout step, or a redirect to the first step that is not done yet:
 * an empty cart goes to /cart/, missing details to /checkout/, no shipping method to the shipment
 * step. Never returns without a cart to check out.
 */
export async function contextForCheckoutStep(store: StoreCode, step: CheckoutStep) {
  const context = await getVisitorContext(store);
  if (!context || context.cart.items.length === 0) redirect('/cart/');
  if (step !== 'details' && !context.customer?.activeShippingAddress) redirect('/checkout/');
  if (step === 'payment' && !context.shippingMethod) redirect('/checkout/shipment/');
  return context;
}
