import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/commerce/index';
import { backgroundSettled } from '@/commerce/services/background';
import { rowsOf } from '@/commerce/services/common';
import { resetRateLimiters } from '@/lib/rate-limit/limiter';
import { COOKIES } from '@/lib/stores';
import { gql, Jar, PASSWORD, startTablet } from './route-support';
import { validAddress } from '@/commerce/tests/harness';
import { withEmbeddedCommerce } from '../support/embedded-commerce';

/**
 * The BFF's attribution step (app/api/graphql/[[...path]]/route.ts `attributed()`,
 * lib/tabletop/attribution.ts) against the real embedded back end: a tablet whose session the
 * service confirms stamps its store's branch code on a newsletter sign-up, a club registration and an
 * order; anything a browser sent itself is taken out.
 */

const SUBSCRIBE = 'mutation S($input: NewsletterInput!) { ttAddNewsletterMember(input: $input) }';
const REGISTER = 'mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { id } } }';
const ADD = `mutation A($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { name } }`;
const ADDRESS = 'mutation D($input: AddressInput!) { updateShippingAddress(input: $input) { customer { id } } }';
const PLACE = 'mutation P($order: OrderInput) { placeOrder(order: $order) { id orderNumber } }';

/** What a browser at home might send to pass for a tablet. */
const FORGED_HINTS = { [COOKIES.inStore]: '1', [COOKIES.inStoreLocation]: 'NL01' };

withEmbeddedCommerce();
afterEach(() => {
  delete process.env.TABLETOP_API_URL;
  resetRateLimiters();
});

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await (await getDb()).execute(statement));
}

async function member(email: string) {
  await backgroundSettled();
  const [row] = await query<{ source: string; branch_code: string | null }>(
    sql`SELECT source, branch_code FROM newsletter_members WHERE lower(email) = ${email}`,
  );
  return row;
}

/** Adds a variant in stock to the jar's cart (a new guest context), ships it to an address, and places it. */
async function placeOrder(jar: Jar, order: Record<string, unknown> | null) {
  const [variant] = await query<{ id: number }>(
    sql`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.stock >= 3 AND v.delivery_time IS NULL AND (p.coming_soon_date IS NULL OR p.coming_soon_date <= current_date)
      ORDER BY v.id LIMIT 1`,
  );
  const add = await gql(
    ADD,
    { items: [{ referencedId: String(variant!.id), type: 'product', quantity: 1 }] },
    {
      cookie: jar.header,
    },
  );
  expect(add.body.errors).toBeUndefined();
  jar.take(add.response);
  const shipped = await gql(ADDRESS, { input: validAddress('NL') }, { cookie: jar.header });
  expect(shipped.body.errors).toBeUndefined();
  jar.take(shipped.response);
  const placed = await gql(PLACE, { order }, { cookie: jar.header });
  expect(placed.body.errors).toBeUndefined();
  const { id } = placed.body.data!.placeOrder as { id: string };
  const [row] = await query<{ branch_code: string | null; order_type: string }>(
    sql`SELECT branch_code, order_type FROM orders WHERE id::text = ${id} OR order_number = ${id}`,
  );
  return row;
}

describe('a newsletter sign-up (ttAddNewsletterMember)', () => {
  it('from a tablet in tabletop mode: the in-store source and the store’s branch code', async () => {
    const { jar } = await startTablet('NL01');
    const { body } = await gql(
      SUBSCRIBE,
      { input: { email: 'tablet@example.com', source: 'website' } },
      {
        cookie: jar.header,
      },
    );
    expect(body).toEqual({ data: { ttAddNewsletterMember: true } });
    expect(await member('tablet@example.com')).toEqual({ source: 'instore', branch_code: 'NL01' });
  });

  it('from a tablet of another store, with a loyalty source: that store and the in-store variant', async () => {
    const { jar } = await startTablet('NL02');
    await gql(
      SUBSCRIBE,
      { input: { email: 'loyal@example.com', source: 'loyalty', branchcode: 'NL01' } },
      {
        cookie: jar.header,
      },
    );
    expect(await member('loyal@example.com')).toEqual({ source: 'instore_loyalty', branch_code: 'NL02' });
  });

  it('with a forged branch code and source and forged in-store cookies, but no session: online, no branch', async () => {
    const input = { email: 'home@example.com', source: 'instore', branchcode: 'NL01' };
    const { body } = await gql(SUBSCRIBE, { input }, { cookie: new Jar(FORGED_HINTS).header });
    expect(body).toEqual({ data: { ttAddNewsletterMember: true } });
    expect(await member('home@example.com')).toEqual({ source: 'website', branch_code: null });
  });

  it('with a session cookie the service does not know: online, no branch', async () => {
    const cookie = new Jar({ ...FORGED_HINTS, [COOKIES.tabletopSession]: 'A'.repeat(43) }).header;
    await gql(SUBSCRIBE, { input: { email: 'guess@example.com', source: 'instore', branchcode: 'NL01' } }, { cookie });
    expect(await member('guess@example.com')).toEqual({ source: 'website', branch_code: null });
  });

  it('while the session service does not answer: nothing is confirmed, so nothing is attributed', async () => {
    const { jar } = await startTablet('NL01');
    process.env.TABLETOP_API_URL = 'http://127.0.0.1:9';
    await gql(SUBSCRIBE, { input: { email: 'down@example.com', source: 'website' } }, { cookie: jar.header });
    expect(await member('down@example.com')).toEqual({ source: 'website', branch_code: null });
  });
});

describe('a club registration (registerCustomer)', () => {
  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    input: { salutationId: 'mrs', firstName: 'Anna', lastName: 'de Vries', email, password: PASSWORD, ...extra },
  });
  /** The account's branch code once the registration, which runs after the answer, is written. */
  const branchOf = async (email: string) => {
    await backgroundSettled();
    const [row] = await query<{ branch_code: string | null }>(
      sql`SELECT branch_code FROM customers WHERE lower(email) = ${email} AND guest = false`,
    );
    return row?.branch_code;
  };

  it('from a tablet: the account keeps the store’s branch code', async () => {
    const { jar } = await startTablet('NL01');
    const { body } = await gql(REGISTER, registration('club@example.com'), { cookie: jar.header });
    expect(body.errors).toBeUndefined();
    expect(await branchOf('club@example.com')).toBe('NL01');
  });

  it('from anywhere else: a forged branch code is taken out', async () => {
    const { body } = await gql(REGISTER, registration('forged@example.com', { branchcode: 'NL01' }), {
      cookie: new Jar(FORGED_HINTS).header,
    });
    expect(body.errors).toBeUndefined();
    expect(await branchOf('forged@example.com')).toBeNull();
  });
});

describe('an order (placeOrder)', () => {
  it('a guest order from a tablet: the store’s branch code, order type tabletop', async () => {
    const { jar } = await startTablet('NL01');
    expect(await placeOrder(jar, null)).toEqual({ branch_code: 'NL01', order_type: 'tabletop' });
  });

  it('from anywhere else, with a forged branch code: a sale without a branch', async () => {
    const jar = new Jar(FORGED_HINTS);
    expect(await placeOrder(jar, { branchCode: 'NL01' })).toEqual({ branch_code: null, order_type: 'sale' });
  });
});
