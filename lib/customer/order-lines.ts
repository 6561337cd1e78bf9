/**
 * The lines of an order (spec §3 'Order after placing': item types article, delivery,
 * transaction_costs, discount) as the order page groups them: the articles are listed, the other
 * lines are amounts in its totals.
 */

/** The line types the order page lists; the others are amounts in the totals. */
export type OrderLineType = 'article' | 'delivery' | 'transaction_costs' | 'discount';

/** The article lines (pairs, pieces) of an order, in order. */
export function articleLines<Item extends { type: string }>(items: readonly Item[]): Item[] {
  return items.filter((item) => item.type === 'article');
}

/**
 * The sum of an order's lines of `type` in euros (line totals incl. VAT; a discount is negative),
 * added in cents so a sum of prices stays exact; null when the order has no such line.
 */
export function linesAmount(
  items: readonly { type: string; totalPrice: number }[],
  type: OrderLineType,
): number | null {
  const lines = items.filter((item) => item.type === type);
  if (lines.length === 0) return null;
  return lines.reduce((cents, line) => cents + Math.round(line.totalPrice * 100), 0) / 100;
}
