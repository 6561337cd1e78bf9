/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
/**
 * Integration test harness: a real GraphQL round trip through executeCommerceRequest over a fresh
 * database per test file: in-memory PGlite, or — when DATABASE_URL is set — a throwaway database
 * `storefront_test_<random>` on that server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import {
  closeCommerceDb,
  configureCommerceDb,
  configureSeed,
  ensureCommerceReady,
  executeCommerceRequest,
  getDb,
} from '../index';
import { rowsOf } from '../services/common';
import { sql } from 'drizzle-orm';
import { print, type DocumentNode } from 'graphql';
import { AddToCart } from '../../graphql/cart';
import { HandlePayment, PlaceOrder, UpdateShippingAddress } from '../../graphql/checkout';
import { CartFields } from '../../graphql/fragments';
import { graphql } from '../../graphql/graphql';

export interface GqlResult<T = Record<string, any>> {
  status: number;
  token: string | null;
  data: T | null;
  errors: { message: string; extensions?: Record<string, any> }[] | undefined;
  code: string | undefined;
}

export interface Harness {
  /** Sends `query` (a document, e.g. a storefront operation, is printed) to /api/graphql. */
  gql<T = Record<string, any>>(
    query: string | DocumentNode,
    variables?: Record<string, unknown>,
    options?: { token?: string | null; store?: string },
  ): Promise<GqlResult<T>>;
  request(path: string, init?: RequestInit): Promise<Response>;
  query<T>(statement: ReturnType<typeof sql>): Promise<T[]>;
  stop(): Promise<void>;
  backend: 'pglite' | 'postgres';
}

/**
 * Opens the back end for a test file: in-memory PGlite (or the PGlite folder `dataDir`, kept), or a throwaway
 * database on the PostgreSQL server of DATABASE_URL; migrated and seeded with `products` products (40).
 */
export async function startCommerce(options: { products?: number; dataDir?: string } = {}): Promise<Harness> {
  let drop: (() => Promise<void>) | undefined;
  const adminUrl = options.dataDir ? undefined : process.env.DATABASE_URL;
  if (adminUrl) {
    const { default: pg } = await import('pg');
    const name = `storefront_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    configureCommerceDb({ databaseUrl: url.toString() });
    drop = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      // The pool's connections close asynchronously after pool.end(): wait for them rather than
      // killing them (FORCE would surface as uncaught 'terminating connection' errors).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await again.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  } else {
    configureCommerceDb({ dataDir: options.dataDir ?? 'memory://' });
  }
  configureSeed({ products: options.products ?? 40, images: false });
  await ensureCommerceReady();

  const request = (path: string, init?: RequestInit) =>
    executeCommerceRequest(new Request(new URL(path, 'http://localhost:3000'), init));
  return {
    backend: adminUrl ? 'postgres' : 'pglite',
    request,
    async gql(query, variables = {}, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.store) headers['x-store-key'] = opts.store;
      const res = await request('/api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
      });
      const json = (await res.json()) as { data?: any; errors?: GqlResult['errors'] };
      return {
        status: res.status,
        token: res.headers.get('x-context-token'),
        data: json.data ?? null,
        errors: json.errors,
        code: json.errors?.[0]?.extensions?.code,
      };
    },
    async query<T>(statement: ReturnType<typeof sql>) {
      return rowsOf<T>(await (await getDb()).execute(statement));
    },
    async stop() {
      await closeCommerceDb();
      await drop?.();
    },
  };
}

/*
 * The storefront's own operations (graphql/*.ts), sent as the storefront sends them: a storefront
 * operation the back end cannot answer fails these tests. A test that checks a back-end fact the
 * storefront does not select (the cart's token, a line's taxes) adds its own query beside them.
 */
/** Spec §7 addToCart with the storefront's CartFields (`$items`). */
export const ADD = AddToCart;
/** Spec §7 updateShippingAddress as the checkout's details step sends it (`$input: AddressInput!`). */
export const ADDRESS = UpdateShippingAddress;
/** Spec §7 placeOrder as the checkout sends it: id, orderNumber, deepLinkCode. */
export const PLACE = PlaceOrder;
/** Spec §7 handlePayment as the checkout sends it (`$input: HandlePaymentInput!`). */
export const PAY = HandlePayment;
/** The cart by getCart (the back end's own cart call), with the storefront's CartFields. */
export const GET_CART = graphql(
  `
    query GetCart {
      getCart {
        ...CartFields
      }
    }
  `,
  [CartFields],
);

export const validAddress = (countryId = 'NL') => ({
  salutationId: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.com',
  street: 'Kalverstraat 1',
  zipcode: '1012 AB',
  city: 'Amsterdam',
  countryId,
});

/** startCommerce, and the variants' facts as seeded, for a file that picks its test subjects from them. */
export async function startShop(options: { products?: number } = {}): Promise<{ h: Harness; facts: VariantFact[] }> {
  const h = await startCommerce(options);
  return { h, facts: await variantFacts(h) };
}

/** Variants with their stock and product facts (for picking test subjects). */
export interface VariantFact {
  id: number;
  stock: number;
  delivery_time: string | null;
  price: number;
  sale: number | null;
  coming: boolean;
  sku: string;
}
export function variantFacts(h: Harness): Promise<VariantFact[]> {
  return h.query<VariantFact>(sql`SELECT v.id, v.stock, v.delivery_time, p.price_cents AS price, p.sale_price_cents AS sale, (p.coming_soon_date > current_date) AS coming, v.sku
    FROM variants v JOIN products p ON p.id = v.product_id ORDER BY v.id`);
}

/** Variants to buy from stock today, in id order: `minStock` or more, not coming soon, no pre-order time. */
export function purchasable(facts: VariantFact[], minStock: number): VariantFact[] {
  return facts.filter((v) => v.stock >= minStock && !v.coming && !v.delivery_time);
}

/** Each variant's stock, by variant id. */
export async function stockLevels(h: Harness): Promise<Map<number, number>> {
  const rows = await h.query<{ id: number; stock: number }>(sql`SELECT id, stock FROM variants`);
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** Units in the article lines of orders placed at or after `since` (a timestamp; all orders without), by variant id. */
export async function orderedUnits(h: Harness, since?: string): Promise<Map<number, number>> {
  const rows = await h.query<{ id: number; quantity: number }>(
    sql`SELECT l.variant_id AS id, sum(l.quantity)::int AS quantity FROM order_line_items l
        JOIN orders o ON o.id = l.order_id
        WHERE l.type = 'article' ${since ? sql`AND o.created_at >= ${since}::timestamptz` : sql``}
        GROUP BY l.variant_id`,
  );
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

export async function stockSnapshot(h: Harness): Promise<string> {
  const rows = await h.query<{ id: number; stock: number }>(sql`SELECT id, stock FROM variants ORDER BY id`);
  return rows.map((r) => `${r.id}:${r.stock}`).join(',');
}

export async function counts(h: Harness) {
  const [row] = await h.query<Record<string, number>>(sql`SELECT
    (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM contexts) AS contexts,
    (SELECT count(*)::int FROM cart_line_items) AS lines, (SELECT count(*)::int FROM payment_transactions) AS transactions,
    (SELECT COALESCE(sum(quantity),0)::int FROM cart_line_items) AS quantity`);
  return row!;
}
