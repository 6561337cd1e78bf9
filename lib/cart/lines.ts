import type { CartData, CartItemData } from '@/graphql/fragments';

/** Cart line type of a product (spec §3 'Cart line to add': type product). */
export const PRODUCT_LINE = 'product';
/** Cart line type of a club voucher (§7: added with addToCart, removed with deleteCartItem). */
export const PROMOTION_LINE = 'promotion';

/** The product lines of a cart, in the cart's order. */
export function productLines(cart: Pick<CartData, 'items'> | null | undefined): CartItemData[] {
  return cart?.items.filter((item) => item.type !== PROMOTION_LINE) ?? [];
}

/** The promotion lines (club vouchers) of a cart; each has a negative price in euros. */
export function promotionLines(cart: Pick<CartData, 'items'> | null | undefined): CartItemData[] {
  return cart?.items.filter((item) => item.type === PROMOTION_LINE) ?? [];
}

/** Units of products in a cart (the header's count): vouchers are not items. */
export function cartItemCount(cart: Pick<CartData, 'items'> | null | undefined): number {
  return productLines(cart).reduce((sum, item) => sum + item.quantity, 0);
}
