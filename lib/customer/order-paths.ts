/**
 * The URLs of the customer's orders (spec §2 '/customer' orders and orders/{id}): the
 * history's pages (`?page=N`, {@link ORDER_HISTORY_PAGE_SIZE} orders each) and one order's page.
 * Pure: used by the pages, the components and tests.
 */
import { CUSTOMER_PATHS } from './paths';

/** Orders one page of the history shows. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/** An order id as the back end issues them (a UUID); anything else names no order. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` (a URL segment) can be an order id at all. */
export function isOrderId(id: string): boolean {
  return ORDER_ID.test(id);
}

/** The page of one order: `/customer/orders/{id}/`. */
export function orderDetailPath(id: string): `/customer/orders/${string}/` {
  return `${CUSTOMER_PATHS.orders}${encodeURIComponent(id)}/`;
}

/** Page `page` (from 1) of the history: `/customer/orders/` for the first, `/customer/orders/?page=N` after. */
export function orderHistoryPagePath(page: number): string {
  return page <= 1 ? CUSTOMER_PATHS.orders : `${CUSTOMER_PATHS.orders}?page=${page}`;
}

/**
 * The history page a `?page=` value asks for: absent → 1; a whole number from 1 (no sign, no
 * leading zero, at most 6 digits) → that number; anything else (`0`, `-1`, `2.5`, `abc`, the
 * parameter twice) → null, which the page answers with 404, as it does a page past the last.
 */
export function parseOrderHistoryPage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** How many history pages `count` orders fill; at least 1 (the page that says there are none). */
export function orderHistoryPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / ORDER_HISTORY_PAGE_SIZE));
}
