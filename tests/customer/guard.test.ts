import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from './customer-fixture';

const getVisitorCustomer = vi.fn();
vi.mock('@/lib/commerce/queries', () => ({ getVisitorCustomer: (store: string) => getVisitorCustomer(store) }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));

const { requireVisitorCustomer } = await import('@/lib/customer/guard');
const { CUSTOMER_PATHS, loginPathFor } = await import('@/lib/customer/paths');

beforeEach(() => getVisitorCustomer.mockReset());

describe('customer pages need login (spec §2 /customer, §6)', () => {
  it('sends a visitor without a session to the login page, with the way back', async () => {
    getVisitorCustomer.mockResolvedValue(null);
    await expect(requireVisitorCustomer('NL', CUSTOMER_PATHS.edit)).rejects.toThrow(
      'NEXT_REDIRECT /account/?redirect=%2Fcustomer%2Fedit%2F',
    );
    expect(getVisitorCustomer).toHaveBeenCalledWith('NL');
  });

  it('treats a guest session as no login', async () => {
    getVisitorCustomer.mockResolvedValue(customerFixture({ guest: true }));
    await expect(requireVisitorCustomer('DE', CUSTOMER_PATHS.address)).rejects.toThrow(
      'NEXT_REDIRECT /account/?redirect=%2Fcustomer%2Faddress%2F',
    );
  });

  it('gives the logged-in customer to the page', async () => {
    const customer = customerFixture();
    getVisitorCustomer.mockResolvedValue(customer);
    await expect(requireVisitorCustomer('BEFR', CUSTOMER_PATHS.dashboard)).resolves.toBe(customer);
  });

  it('encodes the path it returns to', () => {
    expect(loginPathFor('/customer/')).toBe('/account/?redirect=%2Fcustomer%2F');
  });
});
