import { describe, expect, it } from 'vitest';
import { accountGuardTarget } from '@/lib/routing/account-guard';

describe('account guards (spec §2: 301 to /account/ or /customer/)', () => {
  it('sends a visitor who is not logged in from every customer page to the login, keeping the page', () => {
    expect(accountGuardTarget('/customer/', '', false)).toBe('/account/?redirect=%2Fcustomer%2F');
    expect(accountGuardTarget('/customer/orders/42/', '?x=1', false)).toBe(
      '/account/?redirect=%2Fcustomer%2Forders%2F42%2F%3Fx%3D1',
    );
  });

  it('sends a logged-in customer from login and register to /customer/', () => {
    expect(accountGuardTarget('/account/', '', true)).toBe('/customer/');
    expect(accountGuardTarget('/account/create/', '', true)).toBe('/customer/');
  });

  it('leaves everything else alone: recovery and mail links, other pages, the right visitor', () => {
    expect(accountGuardTarget('/account/recover/password/', '', true)).toBeNull();
    expect(accountGuardTarget('/account/finish/abc/', '', true)).toBeNull();
    expect(accountGuardTarget('/account/', '', false)).toBeNull();
    expect(accountGuardTarget('/customer/edit/', '', true)).toBeNull();
    expect(accountGuardTarget('/customers-service/', '', false)).toBeNull();
    expect(accountGuardTarget('/dames/', '', false)).toBeNull();
  });
});
