import 'server-only';
import { cache } from 'react';
import { OrderStatus, type OrderStatusEntry } from '@/graphql/order-status';
import { CommerceError } from '@/lib/commerce/errors';
import { queryVisitor } from '@/lib/commerce/server';
import type { StoreCode } from '@/lib/stores';

/** The back end's codes for a status link it will not answer (commerce/schema.graphql GetOrderHistory). */
export const ORDER_STATUS_LINK_INVALID = 'ORDER_STATUS_LINK_INVALID';
export const ORDER_STATUS_LINK_EXPIRED = 'ORDER_STATUS_LINK_EXPIRED';

/** The shape of a status link's token (`os1.` and 48 base64url characters); anything else is never sent. */
const TOKEN_PATTERN = /^os1\.[A-Za-z0-9_-]{48}$/;

/** What a status link opens: its order, or why it cannot. */
export type OrderStatusAnswer = { kind: 'order'; order: OrderStatusEntry } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * The order of a confirmation mail's status link (spec §2 '/checkout/' child status, §7
 * GetOrderHistory(emailToken)): `token` is the page's `token` query parameter as it came (missing,
 * repeated or malformed: `invalid`, without asking the back end). Per request (the link is the
 * visitor's), deduplicated with React `cache` so metadata and page share one read.
 *
 * @throws CommerceError for any failure but an invalid or expired link (the error page shows it)
 */
export const getOrderStatus = cache(
  async (store: StoreCode, token: string | string[] | undefined): Promise<OrderStatusAnswer> => {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
    try {
      const [order] = (await queryVisitor(OrderStatus, { emailToken: token }, store)).GetOrderHistory.orders;
      return order ? { kind: 'order', order } : { kind: 'invalid' };
    } catch (caught) {
      if (caught instanceof CommerceError && caught.code === ORDER_STATUS_LINK_EXPIRED) return { kind: 'expired' };
      if (caught instanceof CommerceError && caught.code === ORDER_STATUS_LINK_INVALID) return { kind: 'invalid' };
      throw caught;
    }
  },
);
