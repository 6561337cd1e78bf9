import { describe, expect, it, vi } from 'vitest';
import { CustomerOrder } from '@/graphql/orders';
import {
  isOrderId,
  orderDetailPath,
  orderHistoryPageCount,
  orderHistoryPagePath,
  parseOrderHistoryPage,
} from '@/lib/customer/order-paths';
import { articleLines, linesAmount } from '@/lib/customer/order-lines';
import { fulfilmentSteps, orderInstant } from '@/lib/customer/order-status';

const queryVisitor = vi.hoisted(() => vi.fn());
vi.mock('@/lib/commerce/server', () => ({ queryVisitor }));
const { getVisitorOrder } = await import('@/lib/commerce/order-queries');

const ID = '0b0c7a52-5b7e-4f43-9d1c-4a1f1e2d3c4b';

describe('order URLs (spec §2 /customer orders, orders/{id})', () => {
  it('takes only UUIDs as order ids', () => {
    expect(isOrderId(ID)).toBe(true);
    expect(isOrderId(ID.toUpperCase())).toBe(true);
    for (const id of ['', '42', `${ID}x`, ID.replace(/-/g, ''), '../customer', `${ID.slice(0, -1)}g`]) {
      expect(isOrderId(id), id).toBe(false);
    }
  });

  it('builds the order page and the history pages, the first without a query', () => {
    expect(orderDetailPath(ID)).toBe(`/customer/orders/${ID}/`);
    expect(orderHistoryPagePath(1)).toBe('/customer/orders/');
    expect(orderHistoryPagePath(3)).toBe('/customer/orders/?page=3');
  });

  it('reads ?page= as a whole number from 1, absent as 1, anything else as no page', () => {
    expect(parseOrderHistoryPage(undefined)).toBe(1);
    expect(parseOrderHistoryPage('1')).toBe(1);
    expect(parseOrderHistoryPage('12')).toBe(12);
    for (const value of ['0', '-1', '+2', '2.5', '1e3', '02', 'abc', '', ' 2', '1234567', ['2']]) {
      expect(parseOrderHistoryPage(value), String(value)).toBeNull();
    }
  });

  it('counts 20 orders a page, and one page for none', () => {
    expect([0, 1, 20, 21, 40, 41].map(orderHistoryPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('order lines and statuses (spec §3 items, §4)', () => {
  const items = [
    { type: 'article', totalPrice: 19.99 },
    { type: 'article', totalPrice: 0.1 },
    { type: 'delivery', totalPrice: 4.95 },
    { type: 'discount', totalPrice: -10 },
    { type: 'discount', totalPrice: -0.2 },
  ];

  it('lists the articles and sums the other lines exactly, null when there are none', () => {
    expect(articleLines(items)).toEqual(items.slice(0, 2));
    expect(linesAmount(items, 'article')).toBe(20.09);
    expect(linesAmount(items, 'discount')).toBe(-10.2);
    expect(linesAmount(items, 'delivery')).toBe(4.95);
    expect(linesAmount(items, 'transaction_costs')).toBeNull();
  });

  it('keeps the four fulfilment statuses apart, in their order', () => {
    expect(
      fulfilmentSteps({ approvalStatus: 'a', allocationStatus: 'b', pickStatus: 'c', shipmentStatus: 'd' }),
    ).toEqual([
      ['approval', 'a'],
      ['allocation', 'b'],
      ['pick', 'c'],
      ['shipment', 'd'],
    ]);
  });

  it('reads a calendar day at noon UTC and a timestamp as it is', () => {
    expect(orderInstant('2026-09-26').toISOString()).toBe('2026-09-26T12:00:00.000Z');
    expect(orderInstant('2026-09-24T23:30:00.000Z').toISOString()).toBe('2026-09-24T23:30:00.000Z');
  });
});

describe('getVisitorOrder (spec §7 SwOrder)', () => {
  it('asks commerce for an order id, with the visitor’s session', async () => {
    queryVisitor.mockResolvedValue({ SwOrder: { id: ID, number: '1' } });
    expect(await getVisitorOrder('NL', ID)).toEqual({ id: ID, number: '1' });
    expect(queryVisitor).toHaveBeenCalledWith(CustomerOrder, { id: ID }, 'NL');
  });

  it('asks no one for what is no order id', async () => {
    queryVisitor.mockClear();
    expect(await getVisitorOrder('DE', 'not-an-order')).toBeNull();
    expect(queryVisitor).not.toHaveBeenCalled();
  });
});
