import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { allowedHosts } from '../config/stores';
import { creditOrder } from './loyalty';
import { releaseVoucher } from './cart-vouchers';
import { deliverOutbox } from './mailer';
import { queueOrderConfirmation } from './order-mail';
import { commerceGlobal } from '../db/client';
import { emitCatalogChange } from '../events';
import { fail, rowsOf, UUID_RE, type ServiceContext, type Tx } from './common';
import { authorizedOrder } from './checkout';

export const PAYMENT_STATES = ['open', 'paid', 'failed', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Webhook secret: COMMERCE_WEBHOOK_SECRET, else a random one stored in the database on first start. */
export async function webhookSecret(db: Tx): Promise<string> {
  if (process.env.COMMERCE_WEBHOOK_SECRET) return process.env.COMMERCE_WEBHOOK_SECRET;
  const state = commerceGlobal();
  if (state.webhookSecret) return state.webhookSecret;
  await db
    .insert(s.settings)
    .values({ key: 'webhook_secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(s.settings).where(eq(s.settings.key, 'webhook_secret'));
  state.webhookSecret = row!.value;
  return row!.value;
}

export function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const webhookSignature = (secret: string, transactionId: string, status: string) =>
  hmac(secret, `${transactionId}:${status}`);
export const sandboxFormSignature = (secret: string, transactionId: string) => hmac(secret, `sandbox:${transactionId}`);

function checkRedirectUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('INVALID_REDIRECT_URL', 'The finish and error URLs must be absolute URLs of the storefront.');
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !allowedHosts().includes(url.hostname.toLowerCase()) ||
    url.username ||
    url.password
  ) {
    throw fail('INVALID_REDIRECT_URL', 'The finish and error URLs must be on an allowed storefront host.');
  }
  return url;
}

/** §7 handlePayment: starts a sandbox payment of the caller's order. */
export async function handlePayment(
  ctx: ServiceContext,
  input: { orderId: string; finishUrl: string; errorUrl: string; additionalData?: unknown },
) {
  if (ctx.token != null && ctx.token !== '' && !/^[A-Za-z0-9]{32,64}$/.test(ctx.token))
    throw fail('INVALID_TOKEN', 'The context token is malformed.');
  const finish = checkRedirectUrl(input.finishUrl);
  checkRedirectUrl(input.errorUrl);
  const data = (input.additionalData && typeof input.additionalData === 'object' ? input.additionalData : {}) as {
    deepLinkCode?: unknown;
  };
  const deepLinkCode = typeof data.deepLinkCode === 'string' ? data.deepLinkCode : null;
  return ctx.db.transaction(async (tx) => {
    const order = await authorizedOrder(tx, ctx, input.orderId, deepLinkCode);
    if (!order) throw fail('ORDER_NOT_FOUND', 'This order does not exist.');
    const [locked] = await tx.select().from(s.orders).where(eq(s.orders.id, order.id)).for('update');
    if (locked!.paymentState === 'paid') throw fail('ORDER_ALREADY_PAID', 'You have already paid for your order.');
    if (locked!.paymentState !== 'open')
      throw fail('ORDER_NOT_PAYABLE', 'This order can no longer be paid; place it again.', {
        paymentState: locked!.paymentState,
      });
    const [transaction] = await tx
      .insert(s.paymentTransactions)
      .values({ orderId: order.id, finishUrl: input.finishUrl, errorUrl: input.errorUrl })
      .returning();
    const path = `/api/graphql/payment-sandbox/${transaction!.id}`;
    // Absolute on the request origin when the shopper can reach it, else on the storefront host of finishUrl.
    let origin = process.env.COMMERCE_PUBLIC_URL ?? null;
    if (!origin && ctx.origin) {
      try {
        if (allowedHosts().includes(new URL(ctx.origin).hostname.toLowerCase())) origin = ctx.origin;
      } catch {
        /* ignore */
      }
    }
    origin ??= finish.origin;
    return { redirectUrl: new URL(path, origin).toString() };
  });
}

export interface OutcomeResult {
  transactionId: string;
  orderId: string;
  orderNumber: string;
  paymentState: PaymentState;
  changed: boolean;
  finishUrl: string;
  errorUrl: string;
}

/**
 * Applies a provider outcome (webhook and sandbox page). open → paid | failed | cancelled | open;
 * every other state is final. Failed / cancelled orders release their stock exactly once: the
 * transition is guarded in SQL, so a replay changes nothing. A paid order earns its club points
 * and gets its confirmation mail in the same transaction, once (services/order-mail.ts).
 */
export async function applyPaymentOutcome(
  db: Tx,
  transactionId: string,
  status: PaymentState,
): Promise<OutcomeResult | null> {
  if (!UUID_RE.test(transactionId)) return null;
  // Products whose stock a failed or cancelled payment returned, announced after the commit.
  let stockReturned: string[] = [];
  const result = await db.transaction(async (tx) => {
    const [transaction] = await tx
      .select()
      .from(s.paymentTransactions)
      .where(eq(s.paymentTransactions.id, transactionId))
      .for('update');
    if (!transaction) return null;
    let changed = false;
    if (status !== 'open') {
      const moved = await tx
        .update(s.orders)
        .set({ paymentState: status, state: status === 'paid' ? 'open' : 'cancelled' })
        .where(and(eq(s.orders.id, transaction.orderId), eq(s.orders.paymentState, 'open')))
        .returning({ id: s.orders.id });
      if (moved.length) {
        changed = true;
        await tx
          .update(s.paymentTransactions)
          .set({ state: status, updatedAt: new Date() })
          .where(and(eq(s.paymentTransactions.id, transactionId), eq(s.paymentTransactions.state, 'open')));
        if (status === 'failed' || status === 'cancelled') {
          await releaseVoucher(tx, transaction.orderId);
          const [{ pickupStoreId } = { pickupStoreId: null }] = await tx
            .select({ pickupStoreId: s.orders.pickupStoreId })
            .from(s.orders)
            .where(eq(s.orders.id, transaction.orderId));
          // The stock goes back where the order took it: the pickup store's shelf or the distribution centre.
          const restored = rowsOf<{ sku: string }>(
            await tx.execute(
              pickupStoreId != null
                ? sql`UPDATE store_stock ss SET qty = ss.qty + l.quantity FROM order_line_items l, variants v, products p WHERE l.order_id = ${transaction.orderId} AND l.type = 'article' AND ss.physical_store_id = ${pickupStoreId} AND ss.variant_id = l.variant_id AND v.id = l.variant_id AND p.id = v.product_id RETURNING p.sku`
                : sql`UPDATE variants v SET stock = v.stock + l.quantity FROM order_line_items l, products p WHERE l.order_id = ${transaction.orderId} AND l.type = 'article' AND l.variant_id = v.id AND p.id = v.product_id RETURNING p.sku`,
            ),
          );
          stockReturned = restored.map((row) => row.sku);
        }
      }
    }
    const [order] = await tx.select().from(s.orders).where(eq(s.orders.id, transaction.orderId));
    if (changed && status === 'paid') {
      await creditOrder(tx, order!);
      await queueOrderConfirmation(tx, order!);
    }
    return {
      transactionId,
      orderId: order!.id,
      orderNumber: order!.orderNumber,
      paymentState: order!.paymentState as PaymentState,
      changed,
      finishUrl: transaction.finishUrl,
      errorUrl: transaction.errorUrl,
    };
  });
  emitCatalogChange({ kind: 'stock', skus: stockReturned });
  // The order confirmation, once the payment's transaction committed.
  if (result?.changed && result.paymentState === 'paid') void deliverOutbox(db);
  return result;
}

/** Where the shopper goes after the provider: paid / open → finishUrl; failed / cancelled → errorUrl?status=… */
export function returnUrl(result: OutcomeResult): string {
  if (result.paymentState === 'paid' || result.paymentState === 'open') return result.finishUrl;
  const url = new URL(result.errorUrl);
  url.searchParams.set('status', result.paymentState);
  return url.toString();
}

export async function transactionView(db: Tx, transactionId: string) {
  if (!UUID_RE.test(transactionId)) return null;
  const [row] = await db
    .select({ t: s.paymentTransactions, o: s.orders })
    .from(s.paymentTransactions)
    .innerJoin(s.orders, eq(s.orders.id, s.paymentTransactions.orderId))
    .where(eq(s.paymentTransactions.id, transactionId));
  return row ?? null;
}
