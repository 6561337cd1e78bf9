/**
 * The loyalty club (spec §1, §9 'Club'): every account is a member. Sign-up gives
 * 50 points, a paid order 1 point per whole euro; 200 points become a 10 euro voucher 14 days after
 * the purchase that completed them, valid for six months. Vouchers are made when the points or
 * vouchers are read (`settleVouchers`): deterministic for a given `now`, no scheduler needed.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { euros, today, type Tx } from './common';

export const SIGNUP_POINTS = 50;
export const POINTS_PER_VOUCHER = 200;
/** Voucher value in cents (10 euro). */
export const VOUCHER_VALUE_CENTS = 1000;
/** Days between the purchase that completes 200 points and its voucher (the return period, §9). */
export const VOUCHER_DELAY_DAYS = 14;
/** Months a voucher stays valid. */
export const VOUCHER_VALIDITY_MONTHS = 6;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds months to an ISO date, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Credits the sign-up points of a new member (at confirmation). */
export async function creditSignup(tx: Tx, customerId: string, now: Date = new Date()): Promise<void> {
  await tx.insert(s.loyaltyPoints).values({ customerId, points: SIGNUP_POINTS, reason: 'signup', earnedAt: now });
}

/**
 * Credits a paid order's points (1 per whole euro of its total) to its account, once per order
 * (a repeated webhook changes nothing). Guests' orders earn nothing.
 */
export async function creditOrder(
  tx: Tx,
  order: { id: string; customerId: string | null; totalCents: number },
  now = new Date(),
) {
  if (!order.customerId) return;
  const [customer] = await tx
    .select({ guest: s.customers.guest })
    .from(s.customers)
    .where(eq(s.customers.id, order.customerId));
  if (!customer || customer.guest) return;
  await tx
    .insert(s.loyaltyPoints)
    .values({
      customerId: order.customerId,
      points: Math.floor(order.totalCents / 100),
      reason: 'order',
      orderId: order.id,
      earnedAt: now,
    })
    .onConflictDoNothing();
}

/** A voucher barcode: 13 digits, club prefix 2 (in-store use), random. */
function newBarcode(): string {
  let digits = '29';
  while (digits.length < 13) digits += String(randomInt(10));
  return digits;
}

/**
 * Turns points into vouchers where due: walking the ledger in order of earning, each time the
 * balance reaches 200 with an entry earned at least 14 days before `now`, a voucher valid from that
 * entry's date + 14 days is made and 200 points are spent. Locks the customer's ledger rows.
 */
export async function settleVouchers(tx: Tx, customerId: string, now: Date = new Date()): Promise<void> {
  await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
  const entries = await tx
    .select()
    .from(s.loyaltyPoints)
    .where(eq(s.loyaltyPoints.customerId, customerId))
    .orderBy(asc(s.loyaltyPoints.earnedAt), asc(s.loyaltyPoints.id));
  // Points already spent on vouchers come off first; new vouchers fall to the earnings that follow.
  const spent = entries.filter((entry) => entry.reason === 'voucher').reduce((sum, entry) => sum - entry.points, 0);
  let running = -spent;
  for (const entry of entries) {
    if (entry.reason === 'voucher') continue;
    running += entry.points;
    const due = new Date(entry.earnedAt.getTime() + VOUCHER_DELAY_DAYS * DAY_MS);
    while (running >= POINTS_PER_VOUCHER && due <= now) {
      const validFrom = today(due);
      await tx.insert(s.vouchers).values({
        customerId,
        barcode: newBarcode(),
        valueCents: VOUCHER_VALUE_CENTS,
        validFrom,
        validUntil: addMonths(validFrom, VOUCHER_VALIDITY_MONTHS),
      });
      await tx
        .insert(s.loyaltyPoints)
        .values({ customerId, points: -POINTS_PER_VOUCHER, reason: 'voucher', earnedAt: due });
      running -= POINTS_PER_VOUCHER;
    }
  }
}

/** The member's points balance after {@link settleVouchers}. */
export async function pointsOf(tx: Tx, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ points: sql<number>`coalesce(sum(${s.loyaltyPoints.points}), 0)::int` })
    .from(s.loyaltyPoints)
    .where(eq(s.loyaltyPoints.customerId, customerId));
  return Number(row?.points ?? 0);
}

/** The member's usable vouchers at `now`: not redeemed, valid today; soonest to expire first. */
export async function usableVouchers(tx: Tx, customerId: string, now: Date = new Date()) {
  const day = today(now);
  return tx
    .select()
    .from(s.vouchers)
    .where(
      and(
        eq(s.vouchers.customerId, customerId),
        isNull(s.vouchers.redeemedOrderId),
        lte(s.vouchers.validFrom, day),
        gte(s.vouchers.validUntil, day),
      ),
    )
    .orderBy(asc(s.vouchers.validUntil), asc(s.vouchers.barcode));
}

/** A voucher row as the contract's Voucher (§3: Dutch field names of the club's system). */
export function voucherDto(row: typeof s.vouchers.$inferSelect, customerNumber: string) {
  return {
    text: `€ ${euros(row.valueCents).toFixed(0)}`,
    barcode: row.barcode,
    waarde: euros(row.valueCents),
    currency: 'EUR',
    geldig_tm: row.validUntil,
    geldig_vanaf: row.validFrom,
    klant: customerNumber,
    kaartnummer: customerNumber,
    maximumAantalProducten: row.maxProducts,
    miniumPurchaseAmount: euros(row.minPurchaseCents),
  };
}
