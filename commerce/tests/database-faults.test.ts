/**
 * The database failing under shoppers' feet (a PostgreSQL server, DATABASE_URL): the shop's connections
 * are terminated (`pg_terminate_backend`) at random moments, many times, while guests add to their carts,
 * give their address and place orders, retrying a failed step as the storefront's 'try again' asks them to.
 * Every failure is the typed generic error the storefront translates ('Something went wrong. Please try
 * again.'), never anything else; every mutation either happened or left no trace: each cart became at most
 * one order, every order has its lines, every unit of stock taken is an order's line; and the pool recovers
 * without a restart. Payment webhooks (sent again after a failed answer, and once more after a good one, as
 * providers do) settle each order once, with one confirmation mail, and logins keep working. On PGlite (no
 * connections to kill) the tests are left out; commerce/tests/crash-durability.test.ts kills the whole process
 * there.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD,
  ADDRESS,
  orderedUnits,
  PLACE,
  purchasable,
  startCommerce,
  stockLevels,
  validAddress,
  variantFacts,
  type GqlResult,
  type Harness,
} from './harness';
import { DEMO_CUSTOMER } from '../seed/customers';
import { LOGIN } from './account-support';
import { checkoutReady, sandboxProvider, startPayment } from './checkout-support';

const adminUrl = process.env.DATABASE_URL;
/** Guests checking out, one after another. */
const CHECKOUTS = 30;
/** Tries of one step before a guest gives up (the storefront's 'try again', pressed again). */
const TRIES = 6;

let h: Harness;
const poolSize = process.env.COMMERCE_DB_POOL;
beforeAll(async () => {
  // A small pool: a connection the shop failed to give back would soon leave requests waiting for good.
  process.env.COMMERCE_DB_POOL = '3';
  if (adminUrl) h = await startCommerce();
});
afterAll(async () => {
  if (poolSize === undefined) delete process.env.COMMERCE_DB_POOL;
  else process.env.COMMERCE_DB_POOL = poolSize;
  await h?.stop();
});

/** Terminates the shop's connections to its database every 20–120 ms until `stop` is called. */
async function startKilling(h: Harness) {
  const [{ database }] = (await h.query<{ database: string }>(sql`SELECT current_database() AS database`)) as [
    { database: string },
  ];
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let running = true;
  let kills = 0;
  const loop = (async () => {
    while (running) {
      const { rows } = await admin.query(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      kills += rows[0].n;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await admin.end();
      return kills;
    },
  };
}

describe.runIf(adminUrl)('the database’s connections killed during checkouts (PostgreSQL)', () => {
  it('fails only with the typed “try again” error, loses nothing, doubles nothing, and recovers', async () => {
    const variants = purchasable(await variantFacts(h), 40).slice(0, 5);
    const stockBefore = await stockLevels(h);
    const [{ latest }] = (await h.query<{ latest: string }>(sql`SELECT now()::text AS latest`)) as [{ latest: string }];

    const failures: string[] = [];
    /** One step, tried again on a failure as a shopper would; the last answer. */
    const step = async (attempt: () => Promise<GqlResult>) => {
      let result = await attempt();
      for (let tried = 1; result.errors && tried < TRIES; tried += 1) {
        failures.push(`${result.code}:${result.errors[0]?.extensions?.messageKey}`);
        result = await attempt();
      }
      return result;
    };

    const killer = await startKilling(h);
    const tokens: string[] = [];
    let placed = 0;
    for (let index = 0; index < CHECKOUTS; index += 1) {
      const variant = variants[index % variants.length]!;
      const add = await step(() =>
        h.gql(ADD, { items: [{ referencedId: String(variant.id), type: 'product', quantity: 1 }] }),
      );
      if (add.errors) continue;
      const token = add.token!;
      tokens.push(token);
      const address = await step(() => h.gql(ADDRESS, { input: validAddress('NL') }, { token }));
      if (address.errors) continue;
      // Placing again after a failure whose order did commit finds the cart empty: no second order.
      const order = await step(() => h.gql(PLACE, {}, { token }));
      if (!order.errors) placed += 1;
    }
    const kills = await killer.stop();
    expect(kills).toBeGreaterThan(0);

    // Typed failures only: the generic error the storefront translates, or an already placed cart.
    for (const failure of new Set(failures)) {
      expect(['INTERNAL_SERVER_ERROR:errors.generic', 'CART_EMPTY:errors.cartEmpty']).toContain(failure);
    }

    // The pool recovered, every connection given back: more requests at once than it holds all work, at once.
    const again = await Promise.race([
      Promise.all(
        Array.from({ length: 8 }, () =>
          h.gql(ADD, { items: [{ referencedId: String(variants[0]!.id), type: 'product', quantity: 1 }] }),
        ),
      ),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('requests wait on an exhausted pool')), 15_000),
      ),
    ]);
    for (const answer of again) expect(answer.errors).toBeUndefined();

    // Nothing lost, nothing doubled.
    const orders = await h.query<{ cart_token: string; lines: number }>(
      sql`SELECT o.cart_token, count(l.id)::int AS lines FROM orders o
          LEFT JOIN order_line_items l ON l.order_id = o.id AND l.type = 'article'
          WHERE o.created_at >= ${latest}::timestamptz GROUP BY o.id`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(placed);
    const perCart = new Map<string, number>();
    for (const order of orders) perCart.set(order.cart_token, (perCart.get(order.cart_token) ?? 0) + 1);
    for (const [cart, count] of perCart) expect(count, `orders of cart ${cart}`).toBe(1);
    for (const order of orders) expect(order.lines, 'an order without its line').toBeGreaterThan(0);
    const ordered = await orderedUnits(h, latest);
    const stockAfter = await stockLevels(h);
    for (const [id, before] of stockBefore) {
      expect(before - stockAfter.get(id)!, `stock taken of variant ${id}`).toBe(ordered.get(id) ?? 0);
    }
  }, 180_000);

  it('settles each payment once and keeps logins working while connections are killed', async () => {
    const [variant] = purchasable(await variantFacts(h), 12).sort((a, b) => b.stock - a.stock);
    // Orders waiting for their payment, placed before the trouble starts.
    const payments: { orderId: string; transactionId: string }[] = [];
    for (let index = 0; index < 10; index += 1) {
      const { token } = await checkoutReady(h, variant!.id);
      const order = await h.gql<{ placeOrder: { id: string } }>(PLACE, {}, { token });
      const { transactionId } = await startPayment(h, token, order.data!.placeOrder.id);
      payments.push({ orderId: order.data!.placeOrder.id, transactionId });
    }
    const provider = await sandboxProvider(h);
    /** The provider's webhook as a provider sends it: again after a failed answer, and once more after a good one. */
    const deliver = async (transactionId: string) => {
      let answered = 0;
      for (let tried = 0; tried < TRIES * 2 && answered < 2; tried += 1) {
        const response = await provider.webhook(transactionId, 'paid').catch(() => null);
        if (response?.status === 200) answered += 1;
        else expect([null, 500, 503]).toContain(response?.status ?? null);
      }
      return answered;
    };

    const killer = await startKilling(h);
    const delivered = [];
    for (const payment of payments) delivered.push(await deliver(payment.transactionId));
    const logins: (string | undefined)[] = [];
    for (let index = 0; index < 10; index += 1) {
      const login = await h.gql(LOGIN, { u: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password });
      logins.push(login.code);
    }
    expect(await killer.stop()).toBeGreaterThan(0);

    expect(delivered.every((answers) => answers === 2)).toBe(true);
    for (const code of logins) expect([undefined, 'INTERNAL_SERVER_ERROR']).toContain(code);
    // The account is not locked by failures that were the database's, not the shopper's.
    const login = await h.gql(LOGIN, { u: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password });
    expect(login.errors).toBeUndefined();

    const ids = payments.map((payment) => payment.orderId);
    const states = await h.query<{ id: string; payment_state: string; mails: number }>(
      sql`SELECT o.id, o.payment_state,
                 (SELECT count(*)::int FROM outbox_mails m WHERE m.dedupe_key = 'order-confirmation:' || o.id) AS mails
          FROM orders o WHERE o.id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    expect(states).toHaveLength(ids.length);
    for (const order of states) expect(order, order.id).toMatchObject({ payment_state: 'paid', mails: 1 });
  }, 180_000);
});
