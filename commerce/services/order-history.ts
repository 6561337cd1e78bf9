/**
 * The logged-in customer's order history (spec §3 'Order history entry', §4 'Order status shown',
 * §7 GetOrderHistory) and club data (§7 vouchers; points). Only the session's own
 * orders: there is no argument that names a customer (a status link's one order is
 * services/order-status.ts).
 */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import * as s from '../db/schema';
import { euros, type ServiceContext, type Tx } from './common';
import { requireCustomer, findCustomerSession } from './session';
import { currencyOfStore } from './price-list';
import { POINTS_PER_VOUCHER, pointsOf, settleVouchers, usableVouchers, voucherDto } from './loyalty';
import { sizeTableIdsOfVariants } from './product-extras';

/** Most orders one page of the history holds. */
export const MAX_HISTORY_PAGE_SIZE = 50;

interface AddressSnapshot {
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  countryIso: string;
}

/**
 * Splits "Keizersgracht 1-3 A" into street, house number and addition, as the history's address
 * has them; a street without a number keeps everything in `street`.
 */
export function splitStreet(line: string): {
  street: string;
  houseNumber: string | null;
  houseNumberAddition: string | null;
} {
  const match = /^(.*?)\s+(\d+)(?:\s*[-/]?\s*(\S.*))?$/.exec(line.trim());
  if (!match) return { street: line.trim(), houseNumber: null, houseNumberAddition: null };
  return { street: match[1]!, houseNumber: match[2]!, houseNumberAddition: match[3] ?? null };
}

function historyAddress(snapshot: unknown) {
  const a = snapshot as AddressSnapshot;
  return {
    firstname: a.firstName,
    insertion: null,
    lastname: a.lastName,
    ...splitStreet(a.street),
    zipcode: a.zipcode,
    city: a.city,
    countryCode: a.countryIso,
  };
}

type OrderRow = typeof s.orders.$inferSelect;

/**
 * Order history entries (schema OrderHistoryEntry) of `orders`, in their order, with their lines,
 * fulfilment statuses and shipping method's name; amounts in euros incl. VAT in the order's
 * currency. `addresses: false` leaves the invoice and delivery addresses out (null): a status link
 * shows no address.
 */
export async function historyEntries(db: Tx, orders: readonly OrderRow[], { addresses }: { addresses: boolean }) {
  const ids = orders.map((order) => order.id);
  const lines = ids.length
    ? await db
        .select({ line: s.orderLineItems, legacySku: s.variants.legacySku })
        .from(s.orderLineItems)
        .leftJoin(s.variants, eq(s.variants.id, s.orderLineItems.variantId))
        .where(inArray(s.orderLineItems.orderId, ids))
        .orderBy(asc(s.orderLineItems.position))
    : [];
  const sizeTables = await sizeTableIdsOfVariants(
    db,
    lines.flatMap(({ line }) => (line.type === 'article' && line.variantId !== null ? [line.variantId] : [])),
  );
  const methodIds = [...new Set(orders.map((order) => order.shippingMethodId).filter((id): id is string => !!id))];
  const methods = methodIds.length
    ? await db
        .select({ id: s.shippingMethods.id, name: s.shippingMethods.name })
        .from(s.shippingMethods)
        .where(inArray(s.shippingMethods.id, methodIds))
    : [];
  const methodName = new Map(methods.map((method) => [method.id, method.name]));
  return orders.map((order) => ({
    id: order.id,
    number: order.orderNumber,
    approvalStatus: order.approvalStatus,
    allocationStatus: order.allocationStatus,
    pickStatus: order.pickStatus,
    shipmentStatus: order.shipmentStatus,
    shipmentMethod: order.shippingMethodId ? (methodName.get(order.shippingMethodId) ?? null) : null,
    orderDate: order.createdAt.toISOString(),
    storeCode: order.storeKey,
    totalAmount: euros(order.totalCents),
    currency: currencyOfStore(order.storeKey),
    trackTraceUrl: order.trackTraceUrl,
    shipmentDate: order.shipmentDate,
    orderType: order.orderType,
    branchCode: order.branchCode,
    paymentState: order.paymentState,
    invoiceAddress: addresses ? historyAddress(order.billingAddress) : null,
    deliveryAddress: addresses ? historyAddress(order.shippingAddress) : null,
    items: lines
      .filter(({ line }) => line.orderId === order.id)
      .map(({ line, legacySku }) => ({
        sku: line.sku,
        barcode: legacySku,
        name: line.name,
        productNo: line.sku.split('.')[0] ?? line.sku,
        size: line.size,
        regularPrice: euros(line.regularPriceCents),
        salePrice: euros(line.unitPriceCents),
        quantity: line.quantity,
        type: line.type,
        sizeTableId: line.variantId === null ? null : (sizeTables.get(line.variantId) ?? null),
      })),
  }));
}

/**
 * §7 GetOrderHistory without `emailToken`: the session customer's orders, newest first, `limit`
 * per page (1–50), with their fulfilment statuses and items; `count` is the number of all their
 * orders. With `emailToken` the call reads one order's status instead (services/order-status.ts).
 * @throws GraphQLError NOT_LOGGED_IN
 */
export async function orderHistory(ctx: ServiceContext, page = 1, limit = 10) {
  const { customer } = await requireCustomer(ctx.db, ctx);
  const size = Math.min(Math.max(Math.trunc(limit) || 10, 1), MAX_HISTORY_PAGE_SIZE);
  const offset = (Math.max(Math.trunc(page) || 1, 1) - 1) * size;
  const [[total], orders] = await Promise.all([
    ctx.db.select({ n: count() }).from(s.orders).where(eq(s.orders.customerId, customer.id)),
    ctx.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.customerId, customer.id))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.orderNumber))
      .limit(size)
      .offset(offset),
  ]);
  return { count: Number(total?.n ?? 0), orders: await historyEntries(ctx.db, orders, { addresses: true }) };
}

/**
 * Makes the customer's due vouchers (`settleVouchers`) in a transaction of its own, once per request:
 * an operation asking for both `loyalty` and `vouchers` (the club dashboard) settles once, and each
 * read after it sees the committed vouchers.
 */
function settleOncePerRequest(ctx: ServiceContext, customerId: string, now: Date): Promise<unknown> {
  const key = `settleVouchers:${customerId}`;
  const pending = ctx.perRequest?.get(key);
  if (pending) return pending;
  const settled = ctx.db.transaction((tx) => settleVouchers(tx, customerId, now));
  ctx.perRequest?.set(key, settled);
  return settled;
}

/**
 * §7 vouchers: the session customer's usable club vouchers (after making those that are due); []
 * for a guest or without a session, as the spec's token is optional.
 */
export async function customerVouchers(ctx: ServiceContext, now: Date = new Date()) {
  const session = await findCustomerSession(ctx.db, ctx.token);
  if (!session) return [];
  await settleOncePerRequest(ctx, session.customer.id, now);
  const rows = await usableVouchers(ctx.db, session.customer.id, now);
  return rows.map((row) => voucherDto(row, session.customer.customerNumber));
}

/**
 * The session customer's club card: points balance, points still needed for the next voucher and
 * the card number (the customer number).
 * @throws GraphQLError NOT_LOGGED_IN
 */
export async function loyalty(ctx: ServiceContext, now: Date = new Date()) {
  const { customer } = await requireCustomer(ctx.db, ctx);
  await settleOncePerRequest(ctx, customer.id, now);
  const points = await pointsOf(ctx.db, customer.id);
  return {
    points,
    pointsToNextVoucher: POINTS_PER_VOUCHER - (points % POINTS_PER_VOUCHER),
    cardNumber: customer.customerNumber,
  };
}
