/**
 * Branch codes from a tablet in tabletop mode (spec §4 'the code sets the branch code and the
 * newsletter source', §7 'Source values'): an order's branchCode and order type, a club
 * registration's branchcode and its newsletter member, and the newsletter's source rules.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../services/background';
import { startShop, type Harness, type VariantFact } from './harness';
import { CONFIRM, REGISTER, linkOf, mailsTo, registeredCustomer, registration, uniqueEmail } from './account-support';
import { checkoutReady, purchasable } from './checkout-support';

let h: Harness;
let facts: VariantFact[];
beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterAll(async () => h?.stop());

const PLACE = `mutation P($order: OrderInput) { placeOrder(order: $order) { id deepLinkCode orderType } }`;
const DETAIL = `query D($id: ID!, $code: String) { SwOrder(id: $id, deepLinkCode: $code) { orderType branchCode } }`;
const HISTORY = `query { GetOrderHistory { orders { id orderType branchCode storeCode } } }`;
const SUBSCRIBE = `mutation S($input: NewsletterInput!) { ttAddNewsletterMember(input: $input) }`;

const member = async (email: string) => {
  await backgroundSettled();
  const [row] = await h.query<{ source: string; branch_code: string | null }>(
    sql`SELECT source, branch_code FROM newsletter_members WHERE lower(email) = ${email.toLowerCase()}`,
  );
  return row;
};

describe('placeOrder with OrderInput.branchCode', () => {
  it('keeps a known branch code (any case) on the order, whose type becomes tabletop', async () => {
    const token = await registeredCustomer(h);
    await checkoutReady(h, purchasable(facts, 3)[0]!.id, { token });
    const placed = await h.gql(PLACE, { order: { branchCode: ' nl01 ' } }, { token });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order.orderType).toBe('tabletop');
    const detail = await h.gql(DETAIL, { id: order.id, code: order.deepLinkCode });
    expect(detail.data!.SwOrder).toEqual({ orderType: 'tabletop', branchCode: 'NL01' });
    const history = (await h.gql(HISTORY, {}, { token })).data!.GetOrderHistory.orders;
    expect(history).toEqual([{ id: order.id, orderType: 'tabletop', branchCode: 'NL01', storeCode: 'NL' }]);
  });

  it('refuses an unknown branch code before anything is placed; without one the order is a sale', async () => {
    const { token } = await checkoutReady(h, purchasable(facts, 3)[1]!.id);
    const refused = await h.gql(PLACE, { order: { branchCode: 'XX99' } }, { token });
    expect(refused.code).toBe('INVALID_INPUT');
    expect(refused.errors![0]!.extensions).toMatchObject({ fields: ['branchCode'] });
    const placed = await h.gql(PLACE, { order: { branchCode: '' } }, { token });
    expect(placed.data!.placeOrder.orderType).toBe('sale');
    const { id, deepLinkCode: code } = placed.data!.placeOrder;
    expect((await h.gql(DETAIL, { id, code })).data!.SwOrder).toEqual({ orderType: 'sale', branchCode: null });
  });
});

describe('registerCustomer with RegisterCustomerInput.branchcode', () => {
  const register = async (email: string, overrides: Record<string, unknown>) => {
    const registered = await h.gql(REGISTER, { input: registration(email, overrides) });
    expect(registered.errors).toBeUndefined();
    const confirmed = await h.gql(CONFIRM, { hash: linkOf((await mailsTo(h, email)).at(-1)).hash });
    expect(confirmed.errors).toBeUndefined();
  };
  const customerBranch = async (email: string) =>
    (
      await h.query<{ branch_code: string | null }>(
        sql`SELECT branch_code FROM customers WHERE lower(email) = ${email.toLowerCase()} AND guest = false`,
      )
    )[0]?.branch_code;

  it('keeps the store on the account; the newsletter box joins with the in-store source and branch', async () => {
    const email = uniqueEmail('tablet');
    await register(email, { branchcode: 'be02', newsletter: true });
    expect(await customerBranch(email)).toBe('BE02');
    expect(await member(email)).toEqual({ source: 'instore_loyalty_newsletter', branch_code: 'BE02' });
    const points = await h.query<{ points: number }>(
      sql`SELECT l.points FROM loyalty_points l JOIN customers c ON c.id = l.customer_id WHERE lower(c.email) = ${email}`,
    );
    expect(points).toEqual([{ points: 50 }]);
  });

  it('online: no branch, the member joins as webshop; an unknown branch code is refused', async () => {
    const email = uniqueEmail('online');
    await register(email, { newsletter: true });
    expect(await customerBranch(email)).toBeNull();
    expect(await member(email)).toEqual({ source: 'webshop', branch_code: null });
    const refused = await h.gql(REGISTER, { input: registration(uniqueEmail(), { branchcode: 'XX99' }) });
    expect(refused.code).toBe('INVALID_INPUT');
    expect(refused.errors![0]!.extensions).toMatchObject({ fields: ['branchcode'] });
  });
});

describe('ttAddNewsletterMember source and branchcode', () => {
  const input = (email: string, extra: Record<string, unknown>) => ({ email, firstname: 'Eva', ...extra });

  it('stores an in-store sign-up with its known branch code', async () => {
    const email = uniqueEmail('instore');
    const answer = await h.gql(SUBSCRIBE, { input: input(email, { source: 'instore', branchcode: 'de03' }) });
    expect(answer.data).toEqual({ ttAddNewsletterMember: true });
    expect(await member(email)).toEqual({ source: 'instore', branch_code: 'DE03' });
    const online = uniqueEmail('online');
    await h.gql(SUBSCRIBE, { input: input(online, { source: 'website' }) });
    expect(await member(online)).toEqual({ source: 'website', branch_code: null });
  });

  it('refuses an in-store source without a known branch code, and a branch code with another source', async () => {
    for (const [extra, field] of [
      [{ source: 'instore' }, 'branchcode'],
      [{ source: 'instore_loyalty', branchcode: 'XX99' }, 'branchcode'],
      [{ source: 'website', branchcode: 'NL01' }, 'source'],
      [{ branchcode: 'NL01' }, 'source'],
    ] as const) {
      const email = uniqueEmail('refused');
      const answer = await h.gql(SUBSCRIBE, { input: input(email, extra) });
      expect(answer.code).toBe('INVALID_INPUT');
      expect(answer.errors![0]!.extensions).toMatchObject({ fields: [field] });
      expect(await member(email)).toBeUndefined();
    }
  });
});
