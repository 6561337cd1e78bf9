import type { ShippingPriceRow } from '@/graphql/checkout';

/**
 * What a shipping method costs for a cart, in euros incl. VAT: the price-matrix row with the highest
 * start amount not above the cart's line-item total (rows by amount, Shopware calculation 2), e.g.
 * 4.95 below 50.00 and 0 from 50.00. Undefined when the method has no price rows. Display only: the
 * back end computes the charged shipping.
 */
export function shippingPriceFor(rows: ShippingPriceRow[], cartAmount: number): number | undefined {
  const applicable = rows
    .filter(
      (row) => row.currencyPrice[0] !== undefined && (row.calculation !== 2 || (row.quantityStart ?? 0) <= cartAmount),
    )
    .sort((a, b) => (b.quantityStart ?? 0) - (a.quantityStart ?? 0));
  return applicable[0]?.currencyPrice[0]?.gross;
}
