import { describe, expect, it } from 'vitest';
import { CUSTOMER_HOME_PATH, isLinkHash, safeRedirectPath } from '@/lib/account/paths';

describe('safeRedirectPath (the login page’s redirect parameter, never trusted)', () => {
  it.each([
    ['/checkout/', '/checkout/'],
    ['/customer/orders/', '/customer/orders/'],
    ['/dames/schoenen/?brand=velora&page=2', '/dames/schoenen/?brand=velora&page=2'],
    ['/products/100001.001/#reviews', '/products/100001.001/#reviews'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('normalises dot segments of a same-site path', () => {
    expect(safeRedirectPath('/customer/../checkout/')).toBe('/checkout/');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash authority', '/\\evil.example'],
    ['a backslash later on', '/foo\\bar'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'customer/'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['dot segments climbing to an authority', '/..//evil.example'],
    ['the empty string', ''],
    ['an overlong value', `/${'a'.repeat(2048)}`],
  ])('answers /customer/ for %s', (_case, value) => {
    expect(safeRedirectPath(value)).toBe(CUSTOMER_HOME_PATH);
  });

  it('answers /customer/ without a parameter, for a repeated one, and for the guest-only account pages', () => {
    expect(safeRedirectPath(undefined)).toBe('/customer/');
    expect(safeRedirectPath(null)).toBe('/customer/');
    expect(safeRedirectPath(['/checkout/', '//evil.example'])).toBe('/customer/');
    expect(safeRedirectPath('/account/')).toBe('/customer/');
    expect(safeRedirectPath('/account')).toBe('/customer/');
    expect(safeRedirectPath('/account/create/')).toBe('/customer/');
    // Only the /account/ pages: a path that merely starts with the same letters is a page like any other.
    expect(safeRedirectPath('/accounts-faq/')).toBe('/accounts-faq/');
  });
});

describe('isLinkHash (spec §2 finish/{hash})', () => {
  it('accepts 48 letters and digits only', () => {
    expect(isLinkHash('aB3'.repeat(16))).toBe(true);
    expect(isLinkHash('a'.repeat(47))).toBe(false);
    expect(isLinkHash('a'.repeat(49))).toBe(false);
    expect(isLinkHash(`${'a'.repeat(47)}-`)).toBe(false);
    expect(isLinkHash(`${'a'.repeat(47)}é`)).toBe(false);
    expect(isLinkHash('')).toBe(false);
  });
});
