import type { PaymentIcon } from '@/lib/prismic/layout-content';

/**
 * The logos that stand for each kind of payment method (`customFields.method` of the contract's
 * PaymentMethod, spec §3): a card payment shows the card schemes it takes.
 */
const LOGOS_OF_METHOD: Record<string, readonly string[]> = {
  ideal: ['ideal'],
  bancontact: ['bancontact'],
  creditcard: ['visa', 'mastercard', 'amex', 'american_express'],
  paypal: ['paypal'],
  klarna: ['klarna'],
  applepay: ['apple_pay'],
  giftcard: ['gift_card'],
};

/** The kind of a payment method from its custom fields (`{ method: 'ideal' }`), or null. */
export function paymentMethodKind(customFields: unknown): string | null {
  if (!customFields || typeof customFields !== 'object') return null;
  const method = (customFields as Record<string, unknown>).method;
  return typeof method === 'string' ? method : null;
}

/**
 * The payment logos of the content (spec §2 'Footer' payment icons, in the editor's order) that
 * stand for a method the storefront really offers: a logo for a method checkout does not offer
 * (giropay, Apple Pay, a gift card) is left out.
 *
 * @param icons the icons document's entries
 * @param methods the storefront's payment methods (their `customFields`)
 */
export function offeredPaymentLogos(icons: PaymentIcon[], methods: { customFields?: unknown }[]): PaymentIcon[] {
  const offered = new Set(
    methods.flatMap((method) => LOGOS_OF_METHOD[paymentMethodKind(method.customFields) ?? ''] ?? []),
  );
  return icons.filter((icon) => offered.has(icon.icon));
}
