/**
 * §7 SwOrder as the customer's order page reads it (spec §2 '/customer' orders/{id}, §3 'Order
 * detail' and 'Order history entry', §4 'Order status shown'): the finish page's order
 * detail (checkout.orderDetail, which authorises the caller) plus the fulfilment of the history
 * entry, each line's total, and the owning customer's previous and next orders by date.
 */
import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { orderDetail } from './checkout';
import { euros, rowsOf, type ServiceContext, type Tx } from './common';
import { findCustomerSession } from './session';

/** The owning customer's orders just before and after one, oldest → newest; null at either end. */
export interface OrderNeighbours {
  previousOrderId: string | null;
  nextOrderId: string | null;
}

const NO_NEIGHBOURS: OrderNeighbours = { previousOrderId: null, nextOrderId: null };

/**
 * The orders of `customerId` placed just before and just after order `orderId`, in the history's
 * order (createdAt, then number). Compared in SQL, not in JavaScript: timestamps carry microseconds
 * that a JavaScript Date would cut off.
 */
export async function orderNeighbours(db: Tx, customerId: string, orderId: string): Promise<OrderNeighbours> {
  const rows = rowsOf<{ previous: string | null; next: string | null }>(
    await db.execute(sql`
      SELECT previous, next FROM (
        SELECT id,
               lag(id) OVER history AS previous,
               lead(id) OVER history AS next
        FROM orders
        WHERE customer_id = ${customerId}
        WINDOW history AS (ORDER BY created_at, order_number)
      ) ranked
      WHERE id = ${orderId}`),
  );
  const [row] = rows;
  return row ? { previousOrderId: row.previous ?? null, nextOrderId: row.next ?? null } : NO_NEIGHBOURS;
}

/**
 * §7 SwOrder: the order detail (see checkout.orderDetail: null when the id is unknown, malformed or
 * not the caller's, never an error) with orderType, branchCode, shipmentDate, trackTraceUrl, the
 * approval, allocation, pick and shipment statuses, each item's `totalPrice` (euros incl. VAT) and
 * `previousOrderId` / `nextOrderId`. Those two are only for the logged-in account that owns the
 * order and asks without `deepLinkCode`: a guest's order, a deep link (the finish page, a mail) or
 * a placing context that is no longer logged in reveal no other order.
 */
export async function customerOrderDetail(ctx: ServiceContext, id: string, deepLinkCode?: string | null) {
  const detail = await orderDetail(ctx, id, deepLinkCode);
  if (!detail) return null;
  const [order] = await ctx.db
    .select({
      customerId: s.orders.customerId,
      orderType: s.orders.orderType,
      branchCode: s.orders.branchCode,
      shipmentDate: s.orders.shipmentDate,
      trackTraceUrl: s.orders.trackTraceUrl,
      approvalStatus: s.orders.approvalStatus,
      allocationStatus: s.orders.allocationStatus,
      pickStatus: s.orders.pickStatus,
      shipmentStatus: s.orders.shipmentStatus,
    })
    .from(s.orders)
    .where(eq(s.orders.id, detail.id))
    .limit(1);
  if (!order) return null;
  const { customerId, ...fulfilment } = order;
  const session = deepLinkCode || !customerId ? null : await findCustomerSession(ctx.db, ctx.token);
  const neighbours =
    session && session.customer.id === customerId
      ? await orderNeighbours(ctx.db, customerId, detail.id)
      : NO_NEIGHBOURS;
  return {
    ...detail,
    ...fulfilment,
    ...neighbours,
    // Unit prices are whole cents: multiply cents, so 3 × 19.99 is 59.97, not 59.970000000000006.
    items: detail.items.map((item) => ({
      ...item,
      totalPrice: euros(Math.round(item.salePrice * 100) * item.quantity),
    })),
  };
}
