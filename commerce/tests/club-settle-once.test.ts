import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER } from '../seed/customers';
import * as loyalty from '../services/loyalty';
import { startCommerce, type Harness } from './harness';
import { LOGIN } from './account-support';

// Counts the settling calls while keeping the real work (the seed settles too, before the count).
vi.mock('../services/loyalty', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../services/loyalty')>();
  return { ...actual, settleVouchers: vi.fn(actual.settleVouchers) };
});

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const CLUB = `query { loyalty { points pointsToNextVoucher } vouchers { barcode waarde } }`;

describe('the club card and its vouchers in one request (§7 vouchers, §9 Club)', () => {
  it('settles the customer’s vouchers once and reads both fields after it', async () => {
    const login = await h.gql(LOGIN, { u: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password });
    expect(login.errors).toBeUndefined();
    const settle = vi.mocked(loyalty.settleVouchers);
    settle.mockClear();

    const { data, errors } = await h.gql(CLUB, {}, { token: login.token! });
    expect(errors).toBeUndefined();
    expect(settle).toHaveBeenCalledTimes(1);
    expect(data!.loyalty.points).toBeGreaterThanOrEqual(0);
    expect(data!.loyalty.pointsToNextVoucher).toBe(200 - (data!.loyalty.points % 200));
    expect(data!.vouchers.length).toBeGreaterThan(0);

    // A second request settles again (the memo lives for one request only).
    settle.mockClear();
    await h.gql(CLUB, {}, { token: login.token! });
    expect(settle).toHaveBeenCalledTimes(1);
  });
});
