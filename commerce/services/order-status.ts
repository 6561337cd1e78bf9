/**
 * §7 GetOrderHistory(emailToken): one order's status for whoever holds the link from its
 * confirmation mail (spec §2 '/checkout/' child status, §4 'Order status shown'), without an
 * account or a session (docs/decisions/0033-order-status-links.md).
 */
import { eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, type ServiceContext } from './common';
import { historyEntries } from './order-history';
import { verifyOrderStatusToken } from './order-status-token';

/**
 * The order of status link `emailToken` as an order history of exactly that one entry (`count` 1):
 * number, date, statuses, shipment date and track & trace, items and total, no addresses (null).
 * The session (`ctx.token`) plays no part: the same answer for a guest, its own customer and
 * anyone else holding the link, and nothing of any other order.
 * @throws GraphQLError ORDER_STATUS_LINK_INVALID (unknown, altered or malformed token, or the
 *   order no longer exists); ORDER_STATUS_LINK_EXPIRED (past its 90 days)
 */
export async function orderStatusByToken(ctx: ServiceContext, emailToken: string, now: Date = new Date()) {
  const orderId = await verifyOrderStatusToken(ctx.db, emailToken, now);
  const orders = await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId)).limit(1);
  if (!orders.length) throw fail('ORDER_STATUS_LINK_INVALID', 'This order status link is not valid.');
  return { count: 1, orders: await historyEntries(ctx.db, orders, { addresses: false }) };
}
