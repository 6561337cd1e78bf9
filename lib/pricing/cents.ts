/**
 * Amounts in euros as the storefront receives them (the back end's integer cents divided by 100 at the
 * GraphQL boundary, docs/decisions/0012-prices-in-cents-and-vat-rounding.md) go back to whole cents
 * before they are compared, subtracted or summed: a product of floats (a regular price × quantity)
 * is off by a fraction of a cent (1.1 × 10 = 11.000000000000002), which would show a 'discount' of
 * nothing or a whole-number price with decimals. Spec §9 'Belgium': a sale amount is rounded to 2 decimals.
 */

/** An amount in euros as whole cents (`89.95` → `8995`), rounded to the nearest cent. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** An amount in euros rounded to 2 decimals (whole cents): `11.000000000000002` → `11`, `0.125` → `0.13`. */
export function roundToCents(euros: number): number {
  return toCents(euros) / 100;
}

/**
 * Whether a regular price (euros) lies above the price paid (euros) by at least a cent: the price is
 * reduced and the regular price may be shown struck through. False without a regular price.
 */
export function isReduced(price: number, regularPrice: number | null | undefined): boolean {
  return regularPrice != null && toCents(regularPrice) > toCents(price);
}

/** The sum of amounts in euros, added in whole cents and rounded to 2 decimals. */
export function sumInCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
}
