import { describe, expect, it } from 'vitest';
import { cartNotifications } from '@/lib/cart/notifications';

const error = (messageKey: string) => ({
  __typename: 'CartError' as const,
  key: `${messageKey}-1`,
  messageKey,
  message: `text of ${messageKey}`,
  level: 10,
});

describe('cart notifications (spec §5)', () => {
  it('suppresses blocked methods, shows a discount as success and anything else as error, once per key', () => {
    expect(
      cartNotifications([
        error('payment-method-blocked'),
        error('shipping-method-blocked'),
        error('promotion-discount-added'),
        error('product-stock-reached'),
        error('product-stock-reached'),
      ]),
    ).toEqual([
      { kind: 'success', messageKey: 'promotion-discount-added', message: 'text of promotion-discount-added' },
      { kind: 'error', messageKey: 'product-stock-reached', message: 'text of product-stock-reached' },
    ]);
  });
});
