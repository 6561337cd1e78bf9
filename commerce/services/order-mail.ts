/**
 * The order confirmation mail (spec §2 'Checkout'), queued when an order's payment succeeds, in the
 * same transaction as the payment's state change: exactly one per order, however often the
 * provider's webhook or the sandbox page repeats the outcome (the outbox's unique key
 * `order-confirmation:{orderId}`, on top of the paid transition happening once). Every confirmation
 * carries the order's status link (docs/decisions/0033-order-status-links.md).
 */
import { asc, eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { storefrontLinkOrigin } from '../config/links';
import { STORES, type StoreKey } from '../config/stores';
import { orderConfirmationMail, type OrderMailData, type OrderMailPickupPoint } from '../mail/order-confirmation';
import type { Tx } from './common';
import { queueMail } from './mail';
import { issueOrderStatusToken } from './order-status-token';
import { sizeTableIdsOfVariants } from './product-extras';
import type { MailSizeKind } from '../mail/copy-types';

type OrderRow = typeof s.orders.$inferSelect;

/**
 * The encoded order reference of the storefront's finish page (`/checkout/success/?order=…`, spec
 * §2; the storefront's lib/order-reference.ts decodes it): base64url of `<orderId>.<deepLinkCode>`
 * without padding. The deep-link code lets a guest open the order without a session.
 */
export function orderReference(orderId: string, deepLinkCode: string): string {
  return Buffer.from(`${orderId}.${deepLinkCode}`).toString('base64url');
}

/**
 * Where the confirmation points, on the store's configured host (commerce/config/links.ts): an
 * account holder's order page `/customer/orders/{id}/`, or for a guest the finish page of the
 * order's deep link.
 */
export function orderLink(order: OrderRow): OrderMailData['link'] {
  const origin = storefrontLinkOrigin(order.storeKey as StoreKey);
  const customer = order.customer as { guest?: boolean };
  if (customer.guest === false && order.customerId)
    return { url: `${origin}/customer/orders/${order.id}/`, kind: 'account' };
  return { url: `${origin}/checkout/success/?order=${orderReference(order.id, order.deepLinkCode)}`, kind: 'guest' };
}

/** The path of the storefront's order status page (spec §2 '/checkout/' child status); not localised, as no checkout path is. */
export const ORDER_STATUS_PATH = '/checkout/status/';

/**
 * The order status link of `order`: the absolute URL of its storefront's status page on the store's
 * configured host with the order's status token (services/order-status-token.ts), and when it
 * stops working.
 */
export async function orderStatusLink(tx: Tx, order: OrderRow): Promise<OrderMailData['statusLink']> {
  const { token, expiresAt } = await issueOrderStatusToken(tx, { id: order.id, createdAt: new Date(order.createdAt) });
  const origin = storefrontLinkOrigin(order.storeKey as StoreKey);
  return { url: `${origin}${ORDER_STATUS_PATH}?token=${encodeURIComponent(token)}`, expiresAt };
}

/** The pickup point kept in an order's shipping address (customFields.shipping_address_service_point), or null. */
export function orderPickupPoint(shippingAddress: unknown): OrderMailPickupPoint | null {
  const json = (shippingAddress as { customFields?: { shipping_address_service_point?: unknown } | null })?.customFields
    ?.shipping_address_service_point;
  if (typeof json !== 'string') return null;
  try {
    return JSON.parse(json) as OrderMailPickupPoint;
  } catch {
    return null;
  }
}

/**
 * What the size of each ordered variant measures (by its product's size table, as `Product.sizeTableId`: a
 * shoe table → shoes), by variant id; variants without a size table (one size) are left out.
 */
export async function sizeKindsOfVariants(tx: Tx, variantIds: readonly number[]): Promise<Map<number, MailSizeKind>> {
  const kinds = new Map<number, MailSizeKind>();
  for (const [variantId, table] of await sizeTableIdsOfVariants(tx, variantIds)) {
    kinds.set(variantId, table.startsWith('shoes') ? 'shoes' : 'clothing');
  }
  return kinds;
}

/**
 * Queues the confirmation of `order` (just paid) to the order's email, in the order's store
 * language, within `tx`.
 * @returns false when this order's confirmation was queued before (nothing is queued again)
 */
export async function queueOrderConfirmation(tx: Tx, order: OrderRow): Promise<boolean> {
  const store = STORES[order.storeKey as StoreKey] ?? STORES.NL;
  const lines = await tx
    .select()
    .from(s.orderLineItems)
    .where(eq(s.orderLineItems.orderId, order.id))
    .orderBy(asc(s.orderLineItems.position));
  const sizeKinds = await sizeKindsOfVariants(
    tx,
    lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
  );
  const customer = order.customer as { email: string; firstName?: string | null };
  const link = orderLink(order);
  const statusLink = await orderStatusLink(tx, order);
  const mail = orderConfirmationMail(store, {
    orderNumber: order.orderNumber,
    createdAt: new Date(order.createdAt),
    firstName: customer.firstName ?? null,
    lines: lines.map((line) => ({ ...line, sizeKind: line.variantId === null ? null : sizeKinds.get(line.variantId) })),
    totalCents: order.totalCents,
    delivery:
      order.deliveryEarliest && order.deliveryLatest
        ? { earliest: order.deliveryEarliest, latest: order.deliveryLatest }
        : null,
    shippingAddress: order.shippingAddress as OrderMailData['shippingAddress'],
    link,
    statusLink,
    servicePoint: orderPickupPoint(order.shippingAddress),
  });
  return queueMail(tx, customer.email, mail, { link: link.url, key: `order-confirmation:${order.id}` });
}
