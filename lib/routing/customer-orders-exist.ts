import 'server-only';
import { CustomerOrderCount, CustomerOrderExists } from '@/graphql/orders';
import { processApolloClient } from '@/lib/apollo/server-client';
import { isOrderId, orderHistoryPageCount, parseOrderHistoryPage } from '@/lib/customer/order-paths';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import type { StoreCode } from '@/lib/stores';

/** `/customer/orders/{id}/`: the segment after the history's path. */
const ORDER_PAGE = new RegExp(`^${CUSTOMER_PATHS.orders}([^/]+)/$`);

/**
 * Whether a customer order URL names something (spec §2 '/customer' orders and orders/{id}; §8
 * 'Unmatched route or failed page validation: status 404'): proxy.ts asks before rendering, since a
 * page that has started streaming can no longer set its status. An order page is known when the
 * logged-in customer of `token` owns the order (another customer's order answers exactly like an
 * unknown one); a history page when `?page=` is a whole number from 1 within the customer's pages.
 * Returns null for any other path (not this check's to decide). Visitor data: asked per request,
 * never kept; when commerce cannot answer, the page is served and decides itself.
 *
 * @param search the request's query string with its `?` (or empty)
 * @param token the visitor's context token (the account guard already sent visitors without a login away)
 */
export async function customerOrdersPathKnown(
  store: StoreCode,
  pathname: string,
  search: string,
  token: string | null,
): Promise<boolean | null> {
  const orderId = ORDER_PAGE.exec(pathname)?.[1];
  if (orderId !== undefined) {
    if (!isOrderId(orderId)) return false;
    return ask(store, `order ${orderId}`, async () => {
      const { data, error } = await processApolloClient('customer').query({
        query: CustomerOrderExists,
        variables: { id: orderId },
        context: { store, token },
      });
      if (error) throw error;
      return Boolean(data?.SwOrder);
    });
  }
  if (pathname !== CUSTOMER_PATHS.orders) return null;
  const params = new URLSearchParams(search);
  const values = params.getAll('page');
  const page = parseOrderHistoryPage(values.length > 1 ? values : (values[0] ?? undefined));
  if (page === null) return false;
  if (page === 1) return true;
  return ask(store, `order history page ${page}`, async () => {
    const { data, error } = await processApolloClient('customer').query({
      query: CustomerOrderCount,
      context: { store, token },
    });
    if (error) throw error;
    return page <= orderHistoryPageCount(data?.GetOrderHistory.count ?? 0);
  });
}

/** Runs a visitor read for the proxy; true (serve the page, which decides) when commerce cannot answer. */
async function ask(store: StoreCode, what: string, read: () => Promise<boolean>): Promise<boolean> {
  try {
    return await read();
  } catch (error) {
    console.error(`[routing] could not look up ${what} (${store}); serving the page`, error);
    return true;
  }
}
