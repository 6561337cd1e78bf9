import { describe, expect, it } from 'vitest';
import { articleCount, orderStatusKey } from '@/lib/customer/order-status';

describe('order status shown (spec §4)', () => {
  it('a sale order is shipped with a shipment date, otherwise processing; other types show their type', () => {
    expect(orderStatusKey({ orderType: 'sale', shipmentDate: '2026-10-01' })).toBe('shipped');
    expect(orderStatusKey({ orderType: 'sale', shipmentDate: null })).toBe('processing');
    expect(orderStatusKey({ orderType: 'return', shipmentDate: '2026-10-01' })).toBe('return');
    expect(orderStatusKey({ orderType: 'exchange', shipmentDate: null })).toBe('other');
  });

  it('counts the articles, not the delivery or discount lines', () => {
    expect(
      articleCount([
        { type: 'article', quantity: 2 },
        { type: 'article', quantity: 1 },
        { type: 'delivery', quantity: 1 },
        { type: 'discount', quantity: 1 },
      ]),
    ).toBe(3);
  });
});
