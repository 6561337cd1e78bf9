/**
 * Customer sessions (spec §4 'Customer'). A session is a context whose customer is
 * an account (not a guest). Logging in replaces the token; logging out, a password change or reset
 * and deleting the account revoke tokens. Every customer call authorises here, in the data layer:
 * `proxy.ts` only redirects for convenience.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import * as s from '../db/schema';
import { MAX_LINE_QUANTITY } from '../config/stores';
import { fail, type ServiceContext, type Tx } from './common';
import { createContext, findContext, type ContextRow } from './context';

export type CustomerRow = typeof s.customers.$inferSelect;

/** A logged-in session: the context and its account. */
export interface CustomerSession {
  context: ContextRow;
  customer: CustomerRow;
}

/** The session of `token` when its customer is an account, else null (guest, unknown token). */
export async function findCustomerSession(db: Tx, token: string | null): Promise<CustomerSession | null> {
  const context = await findContext(db, token);
  if (!context?.customerId) return null;
  const [customer] = await db.select().from(s.customers).where(eq(s.customers.id, context.customerId)).limit(1);
  if (!customer || customer.guest) return null;
  return { context, customer };
}

/**
 * The request's session, or NOT_LOGGED_IN: the check of every customer call.
 * @throws GraphQLError NOT_LOGGED_IN
 */
export async function requireCustomer(db: Tx, ctx: ServiceContext): Promise<CustomerSession> {
  const session = await findCustomerSession(db, ctx.token);
  if (!session) throw fail('NOT_LOGGED_IN', 'Please log in first.');
  return session;
}

/**
 * Merges cart lines into the cart of `token`: quantities of one variant are added, then capped by
 * the variant's stock and {@link MAX_LINE_QUANTITY}; sold-out variants are dropped. The rule of a
 * login: nothing a shopper put in a cart is lost unless it can no longer be bought.
 */
async function mergeLines(tx: Tx, token: string, lines: { variantId: number; quantity: number }[]): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  if (wanted.size === 0) return;
  const variants = await tx
    .select({ id: s.variants.id, stock: s.variants.stock })
    .from(s.variants)
    .where(inArray(s.variants.id, [...wanted.keys()]));
  for (const variant of variants) {
    const quantity = Math.min(wanted.get(variant.id)!, variant.stock, MAX_LINE_QUANTITY);
    if (quantity < 1) continue;
    await tx.insert(s.cartLineItems).values({ cartToken: token, variantId: variant.id, quantity });
  }
}

/**
 * Starts a session for `customerId` (login, confirmed registration): a new token whose cart holds
 * the guest cart of the request's token merged into the customer's most recent cart (see
 * {@link mergeLines}); the request's old context is deleted, so its token stops working. The new
 * token is announced in `x-context-token` (ctx.issuedToken).
 */
export async function startCustomerSession(tx: Tx, ctx: ServiceContext, customerId: string): Promise<ContextRow> {
  const previous = await findContext(tx, ctx.token);
  const [lastOwn] = await tx
    .select()
    .from(s.contexts)
    .where(and(eq(s.contexts.customerId, customerId), previous ? ne(s.contexts.token, previous.token) : undefined))
    .orderBy(desc(s.contexts.updatedAt))
    .limit(1);
  const sources = [previous?.token, lastOwn?.token].filter((token): token is string => token != null);
  const lines = sources.length
    ? await tx
        .select({ variantId: s.cartLineItems.variantId, quantity: s.cartLineItems.quantity })
        .from(s.cartLineItems)
        .where(inArray(s.cartLineItems.cartToken, sources))
    : [];
  const context = await createContext(tx, {
    storeKey: ctx.store.key,
    customerId,
    shippingMethodId: previous?.shippingMethodId ?? lastOwn?.shippingMethodId ?? null,
    paymentMethodId: previous?.paymentMethodId ?? lastOwn?.paymentMethodId ?? null,
  });
  await mergeLines(tx, context.token, lines);
  // The guest token stops working; the customer's older session keeps its token but hands its cart on.
  if (previous) await tx.delete(s.contexts).where(eq(s.contexts.token, previous.token));
  if (lastOwn) await tx.delete(s.cartLineItems).where(eq(s.cartLineItems.cartToken, lastOwn.token));
  ctx.issuedToken = context.token;
  return context;
}

/** A new guest context with an empty cart (after logout or account deletion), announced in x-context-token. */
export async function startGuestSession(tx: Tx, ctx: ServiceContext): Promise<ContextRow> {
  const context = await createContext(tx, { storeKey: ctx.store.key });
  ctx.issuedToken = context.token;
  return context;
}

/**
 * Ends a customer's session but keeps its cart for the next login: the cart moves to a new context
 * of the customer whose token is never handed out, and the old token stops working (logout).
 */
export async function endSession(tx: Tx, context: ContextRow): Promise<void> {
  const parked = await createContext(tx, {
    storeKey: context.storeKey,
    customerId: context.customerId,
    shippingMethodId: context.shippingMethodId,
    paymentMethodId: context.paymentMethodId,
  });
  await tx.update(s.cartLineItems).set({ cartToken: parked.token }).where(eq(s.cartLineItems.cartToken, context.token));
  await tx.delete(s.contexts).where(eq(s.contexts.token, context.token));
}

/** Revokes every session of `customerId` except `keepToken` (password change keeps the one in use). */
export async function revokeSessions(tx: Tx, customerId: string, keepToken?: string): Promise<void> {
  await tx
    .delete(s.contexts)
    .where(and(eq(s.contexts.customerId, customerId), keepToken ? ne(s.contexts.token, keepToken) : undefined));
}
