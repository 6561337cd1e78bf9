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
