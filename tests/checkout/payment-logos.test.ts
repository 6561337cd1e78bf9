import { describe, expect, it } from 'vitest';
import { offeredPaymentLogos, paymentMethodKind } from '@/lib/checkout/payment-logos';

const icons = ['ideal', 'visa', 'mastercard', 'paypal', 'klarna', 'apple_pay', 'gift_card', 'giropay'].map((icon) => ({
  icon,
  label: icon,
}));
const methods = (...kinds: string[]) => kinds.map((method) => ({ customFields: { provider: 'sandbox', method } }));

describe('payment logos (spec §2 Footer: payment icons of the methods the storefront offers)', () => {
  it('keeps the logos of offered methods in the editor’s order, the card schemes for a card payment', () => {
    expect(offeredPaymentLogos(icons, methods('ideal', 'creditcard', 'paypal', 'klarna')).map((i) => i.icon)).toEqual([
      'ideal',
      'visa',
      'mastercard',
      'paypal',
      'klarna',
    ]);
    expect(offeredPaymentLogos(icons, methods('creditcard', 'paypal')).map((i) => i.icon)).toEqual([
      'visa',
      'mastercard',
      'paypal',
    ]);
  });

  it('shows no logo for a method without a known kind', () => {
    expect(offeredPaymentLogos(icons, [{ customFields: null }, {}])).toEqual([]);
    expect(paymentMethodKind({ method: 'klarna' })).toBe('klarna');
    expect(paymentMethodKind('klarna')).toBeNull();
  });
});
