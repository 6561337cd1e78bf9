/**
 * Club vouchers in the cart (spec §3 'Voucher', §7 'Coupon removal also uses item removal'). A
 * logged-in member adds a voucher with `addToCart` (type `promotion`, referencedId the barcode);
 * the cart shows it as a promotion line with a negative price and drops it with `deleteCartItem`.
 * The voucher is claimed only when the order is placed, by one conditional UPDATE: twenty checkouts
 * racing with one voucher redeem it once.
 */
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import * as s from '../db/schema';
import type { Currency } from '../config/stores';
import { fail, today, type ServiceContext, type Tx } from './common';
import { findCustomerSession } from './session';

export type VoucherRow = typeof s.vouchers.$inferSelect;

/** The club's vouchers are worth euros: they count in the euro stores only, never converted. */
export const VOUCHER_CURRENCY: Currency = 'EUR';

/** The cart line id of a voucher (its own id: deleteCartItem finds it by that). */
export const promotionLineId = (voucher: VoucherRow) => voucher.id;

/** A usable voucher of `customerId` by barcode, or null. */
async function usableVoucher(db: Tx, customerId: string, barcode: string, now = new Date()) {
  if (!/^\d{6,20}$/.test(barcode)) return null;
  const day = today(now);
  const [voucher] = await db
    .select()
    .from(s.vouchers)
    .where(
      and(
        eq(s.vouchers.barcode, barcode),
        eq(s.vouchers.customerId, customerId),
        isNull(s.vouchers.redeemedOrderId),
        lte(s.vouchers.validFrom, day),
        gte(s.vouchers.validUntil, day),
      ),
    )
    .limit(1);
  return voucher ?? null;
}

/**
 * Puts a voucher in the cart of `token` (replacing one already there).
 * @throws GraphQLError NOT_LOGGED_IN (vouchers are a member's), VOUCHER_NOT_AVAILABLE (unknown,
 *   someone else's, used, expired or not valid yet, or a store that does not sell in euros)
 */
export async function attachVoucher(tx: Tx, ctx: ServiceContext, token: string, barcode: string): Promise<void> {
  const session = await findCustomerSession(tx, token);
  if (!session) throw fail('NOT_LOGGED_IN', 'Please log in to use a voucher.');
  const voucher =
    ctx.store.currency === VOUCHER_CURRENCY ? await usableVoucher(tx, session.customer.id, barcode.trim()) : null;
  if (!voucher) throw fail('VOUCHER_NOT_AVAILABLE', 'This voucher cannot be used.');
  await tx.update(s.carts).set({ voucherId: voucher.id, updatedAt: new Date() }).where(eq(s.carts.token, token));
}

/** Takes the voucher out of the cart when `lineId` is its promotion line; whether it was. */
export async function detachVoucher(tx: Tx, token: string, lineId: string): Promise<boolean> {
  const [cart] = await tx.select({ voucherId: s.carts.voucherId }).from(s.carts).where(eq(s.carts.token, token));
  if (!cart?.voucherId || cart.voucherId !== lineId) return false;
  await tx.update(s.carts).set({ voucherId: null, updatedAt: new Date() }).where(eq(s.carts.token, token));
  return true;
}

/**
 * The voucher in the cart of `token` while it can still be used by the cart's customer, else null
 * (a used or expired voucher, or a cart no longer logged in, simply stops counting).
 */
export async function cartVoucher(db: Tx, token: string, voucherId?: string | null): Promise<VoucherRow | null> {
  // The caller may already hold the cart row (placeOrder locks it): no second read then.
  const attached =
    voucherId !== undefined
      ? voucherId
      : (await db.select({ voucherId: s.carts.voucherId }).from(s.carts).where(eq(s.carts.token, token)))[0]?.voucherId;
  if (!attached) return null;
  const session = await findCustomerSession(db, token);
  if (!session) return null;
  const [voucher] = await db.select().from(s.vouchers).where(eq(s.vouchers.id, attached));
  return voucher ? usableVoucher(db, session.customer.id, voucher.barcode) : null;
}

/**
 * The discount of a voucher on a cart of `positionCents` (articles, VAT incl.): its value, at most
 * the articles' total, and nothing below its minimum purchase.
 */
export function voucherDiscountCents(voucher: VoucherRow | null, positionCents: number): number {
  if (!voucher || positionCents < voucher.minPurchaseCents) return 0;
  return Math.min(voucher.valueCents, positionCents);
}

/**
 * Redeems a voucher for an order, once: null when another order took it first.
 */
export async function claimVoucher(tx: Tx, voucher: VoucherRow, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(s.vouchers)
    .set({ redeemedOrderId: orderId })
    .where(and(eq(s.vouchers.id, voucher.id), isNull(s.vouchers.redeemedOrderId)))
    .returning({ id: s.vouchers.id });
  return claimed.length === 1;
}

/** Takes any voucher out of the cart of `token` (after an order it stopped). */
export async function dropVoucher(db: Tx, token: string): Promise<void> {
  await db.update(s.carts).set({ voucherId: null }).where(eq(s.carts.token, token));
}

/** Gives back the voucher of an order whose payment failed or was cancelled. */
export async function releaseVoucher(tx: Tx, orderId: string): Promise<void> {
  await tx.update(s.vouchers).set({ redeemedOrderId: null }).where(eq(s.vouchers.redeemedOrderId, orderId));
}
