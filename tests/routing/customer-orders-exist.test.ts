import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerOrderCount, CustomerOrderExists } from '@/graphql/orders';

/** What commerce answers the proxy's reads; each call is recorded with its context. */
const commerce = vi.hoisted(() => ({
  calls: [] as { query: unknown; variables?: unknown; context: unknown }[],
  ownOrders: new Set<string>(),
  count: 0,
  down: false,
}));
vi.mock('@/lib/apollo/server-client', () => ({
  processApolloClient: () => ({
    query: async (options: { query: unknown; variables?: { id?: string }; context: unknown }) => {
      commerce.calls.push(options);
      if (commerce.down) throw new Error('ECONNREFUSED');
      if (options.query === CustomerOrderExists)
        return {
          data: { SwOrder: commerce.ownOrders.has(options.variables!.id!) ? { id: options.variables!.id } : null },
        };
      if (options.query === CustomerOrderCount) return { data: { GetOrderHistory: { count: commerce.count } } };
      throw new Error('unexpected query');
    },
  }),
}));

const { customerOrdersPathKnown } = await import('@/lib/routing/customer-orders-exist');

const OWN = '5a32e440-66ab-4903-b1de-748bc0b23ead';
const FOREIGN = '00000000-0000-4000-8000-000000000000';

beforeEach(() => {
  commerce.calls = [];
  commerce.ownOrders = new Set([OWN]);
  commerce.count = 45;
  commerce.down = false;
});

describe('customer order URLs answered before rendering (spec §2 /customer/orders/{id}, §8 404)', () => {
  it('knows the customer’s own order, and not another customer’s, an unknown or a malformed id', async () => {
    expect(await customerOrdersPathKnown('NL', `/customer/orders/${OWN}/`, '', 'token-a')).toBe(true);
    expect(await customerOrdersPathKnown('NL', `/customer/orders/${FOREIGN}/`, '', 'token-a')).toBe(false);
    expect(await customerOrdersPathKnown('NL', '/customer/orders/not-an-order/', '', 'token-a')).toBe(false);
    // The malformed id is refused without asking; the others asked with the visitor's token.
    expect(commerce.calls.map((call) => call.context)).toEqual([
      { store: 'NL', token: 'token-a' },
      { store: 'NL', token: 'token-a' },
    ]);
  });

  it('knows history pages up to the last (20 orders a page) and refuses malformed page numbers', async () => {
    expect(await customerOrdersPathKnown('NL', '/customer/orders/', '', 't')).toBe(true);
    expect(await customerOrdersPathKnown('NL', '/customer/orders/', '?page=1', 't')).toBe(true);
    expect(commerce.calls).toHaveLength(0);
    expect(await customerOrdersPathKnown('NL', '/customer/orders/', '?page=3', 't')).toBe(true);
    expect(await customerOrdersPathKnown('NL', '/customer/orders/', '?page=4', 't')).toBe(false);
    for (const search of ['?page=abc', '?page=0', '?page=02', '?page=2&page=3'])
      expect(await customerOrdersPathKnown('NL', '/customer/orders/', search, 't'), search).toBe(false);
  });

  it('leaves other paths to the other checks, and serves the page when commerce cannot answer', async () => {
    expect(await customerOrdersPathKnown('NL', '/customer/', '', 't')).toBeNull();
    expect(await customerOrdersPathKnown('NL', '/dames/schoenen/', '?page=2', 't')).toBeNull();
    commerce.down = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await customerOrdersPathKnown('NL', `/customer/orders/${FOREIGN}/`, '', 't')).toBe(true);
  });
});
