/**
 * The status an order history entry shows (spec §4 'Order status shown'): a sale order is shipped
 * when it has a shipment date, otherwise processing; other order types (a return) show their type.
 */
export type OrderStatusKey = 'shipped' | 'processing' | 'return' | 'other';

/** The status key of an entry, for the `customer.orders.status.*` messages. */
export function orderStatusKey(entry: { orderType: string; shipmentDate: string | null }): OrderStatusKey {
  if (entry.orderType === 'sale') return entry.shipmentDate ? 'shipped' : 'processing';
  return entry.orderType === 'return' ? 'return' : 'other';
}

/** The number of articles (pairs, pieces) of an order: its article lines' quantities. */
export function articleCount(items: readonly { type: string; quantity: number }[]): number {
  return items.filter((item) => item.type === 'article').reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The instant an order date means: a calendar day (`YYYY-MM-DD`, e.g. a shipment date) is read at
 * noon UTC, so it is the same day in every European time zone; a full ISO timestamp as it is.
 */
export function orderInstant(iso: string): Date {
  return new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
}

/** The fulfilment steps an order keeps apart (spec §4), in the order they happen, with their status. */
export function fulfilmentSteps(order: {
  approvalStatus: string;
  allocationStatus: string;
  pickStatus: string;
  shipmentStatus: string;
}): [step: 'approval' | 'allocation' | 'pick' | 'shipment', status: string][] {
  return [
    ['approval', order.approvalStatus],
    ['allocation', order.allocationStatus],
    ['pick', order.pickStatus],
    ['shipment', order.shipmentStatus],
  ];
}
