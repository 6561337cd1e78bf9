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

export interface GqlResult<T = Record<string, any>> {
  status: number;
  token: string | null;
  data: T | null;
  errors: { message: string; extensions?: Record<string, any> }[] | undefined;
  code: string | undefined;
}

export interface Harness {
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string | null; store?: string },
  ): Promise<GqlResult<T>>;
  request(path: string, init?: RequestInit): Promise<Response>;
  query<T>(statement: ReturnType<typeof sql>): Promise<T[]>;
  stop(): Promise<void>;
  backend: 'pglite' | 'postgres';
}

export async function startCommerce(options: { products?: number } = {}): Promise<Harness> {
  let drop: (() => Promise<void>) | undefined;
  const adminUrl = process.env.DATABASE_URL;
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
    configureCommerceDb({ dataDir: 'memory://' });
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
        body: JSON.stringify({ query, variables }),
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

/**
 * The cart as these tests read it. Not graphql/fragments.ts' CartFields: the back end's tests talk
 * the raw schema on their own, independent of what the storefront happens to select, and they read
 * fields it does not (a line's calculatedTaxes).
 */
export const CART = /* GraphQL */ `
  fragment C on Cart {
    token
    items {
      id
      referencedId
      quantity
      label
      payload {
        productNumber
        stock
      }
      price {
        unitPrice
        totalPrice
        calculatedTaxes {
          tax
          taxRate
          price
        }
      }
      deliveryInformation {
        stock
        deliveryTime
      }
    }
    price {
      netPrice
      totalPrice
      positionPrice
      calculatedTaxes {
        tax
        taxRate
        price
      }
    }
    deliveries {
      shippingCosts {
        totalPrice
      }
      shippingMethod {
        id
        name
      }
      deliveryDate {
        earliest
        latest
      }
    }
    errors {
      key
      messageKey
    }
  }
`;
export const ADD = `mutation Add($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { ...C } } ${CART}`;
export const GET_CART = `query { getCart { ...C } } ${CART}`;
export const ADDRESS = `mutation A($input: AddressInput!) { updateShippingAddress(input: $input) { customer { id email activeShippingAddress { city countryId } } } }`;
export const PLACE = `mutation { placeOrder(order: {}) { id orderNumber deepLinkCode orderCustomer { email } billingAddress { zipcode } } }`;
export const PAY = `mutation P($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl } }`;

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
