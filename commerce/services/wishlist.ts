/**
 * The account's server-side wishlist (spec §3 'Wishlist', §4 'Wishlist toggle', §7 getWishlist,
 * addToWishlist, deleteFromWishlist): style-colours by product id, newest first.
 * Guests keep theirs in the browser and the storefront merges it at login with addToWishlist.
 */
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { loadProducts } from './catalog';
import { fail, type ServiceContext } from './common';
import { requireCustomer } from './session';

/** Most products one wishlist holds. */
export const MAX_WISHLIST_ITEMS = 200;

/** A product id as the contract sends it (Product.id); anything else is PRODUCT_NOT_FOUND. */
function productIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw fail('PRODUCT_NOT_FOUND', 'This product does not exist.');
  return Number(raw);
}

/** §7 getWishlist: the account's products in the store's language, newest first. @throws GraphQLError NOT_LOGGED_IN */
export async function getWishlist(ctx: ServiceContext) {
  const { customer } = await requireCustomer(ctx.db, ctx);
  const rows = await ctx.db
    .select({ productId: s.wishlistItems.productId })
    .from(s.wishlistItems)
    .where(eq(s.wishlistItems.customerId, customer.id))
    .orderBy(desc(s.wishlistItems.createdAt), desc(s.wishlistItems.productId));
  const products = await loadProducts(
    ctx.db,
    rows.map((row) => row.productId),
    ctx.store,
    ctx.lang,
  );
  return {
    customerId: customer.id,
    salesChannelId: String(ctx.store.id),
    products: rows.flatMap((row) => (products.has(row.productId) ? [products.get(row.productId)!] : [])),
  };
}

/**
 * §7 addToWishlist: idempotent (adding twice keeps one entry).
 * @throws GraphQLError NOT_LOGGED_IN, PRODUCT_NOT_FOUND, WISHLIST_FULL
 */
export async function addToWishlist(ctx: ServiceContext, rawProductId: string) {
  const productId = productIdOf(rawProductId);
  return ctx.db.transaction(async (tx) => {
    const { customer } = await requireCustomer(tx, ctx);
    const [product] = await tx.select({ id: s.products.id }).from(s.products).where(eq(s.products.id, productId));
    if (!product) throw fail('PRODUCT_NOT_FOUND', 'This product does not exist.');
    const existing = await tx
      .select({ productId: s.wishlistItems.productId })
      .from(s.wishlistItems)
      .where(eq(s.wishlistItems.customerId, customer.id));
    if (existing.some((row) => row.productId === productId)) return { success: true };
    if (existing.length >= MAX_WISHLIST_ITEMS)
      throw fail('WISHLIST_FULL', `At most ${MAX_WISHLIST_ITEMS} products.`, { max: MAX_WISHLIST_ITEMS });
    await tx.insert(s.wishlistItems).values({ customerId: customer.id, productId }).onConflictDoNothing();
    return { success: true };
  });
}

/** §7 deleteFromWishlist: idempotent. @throws GraphQLError NOT_LOGGED_IN */
export async function deleteFromWishlist(ctx: ServiceContext, rawProductId: string) {
  const productId = productIdOf(rawProductId);
  const { customer } = await requireCustomer(ctx.db, ctx);
  await ctx.db
    .delete(s.wishlistItems)
    .where(and(eq(s.wishlistItems.customerId, customer.id), eq(s.wishlistItems.productId, productId)));
  return { success: true };
}
