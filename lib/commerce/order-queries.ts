import 'server-only';
import { cache } from 'react';
import { CustomerOrder } from '@/graphql/orders';
import { isOrderId } from '@/lib/customer/order-paths';
import type { StoreCode } from '@/lib/stores';
import { queryVisitor } from './server';

/**
 * The logged-in visitor's order `id` for `/customer/orders/{id}/` (spec §7 SwOrder; §2 '/customer'
 * orders/{id}): its fulfilment, lines, addresses, methods and totals (euros incl. VAT) and the
 * customer's previous and next orders by date. null for an id that is no order id (asked of no
 * one), unknown, or another customer's: the back end answers those alike. Visitor data: through the
 * customer client, deduplicated per request (page and metadata), never in a shared cache.
 *
 * @throws CommerceError when commerce answers with errors or cannot be reached.
 */
export const getVisitorOrder = cache(async (store: StoreCode, id: string) => {
  if (!isOrderId(id)) return null;
  return (await queryVisitor(CustomerOrder, { id }, store)).SwOrder;
});
