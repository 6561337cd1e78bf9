// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://shop.example/dames/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@/lib/stores';
import { isTabletopPage, TABLETOP_ATTRIBUTE, tabletopBootScript } from '@/lib/tabletop/boot-script';

/** Runs the inline script as the page does, first thing in the body. */
const boot = () => new Function(tabletopBootScript())();

const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]);

function fillStorage() {
  localStorage.setItem('sw-wishlist', '["123456.001"]');
  localStorage.setItem('sw-recently-viewed', '["654321.002"]');
  sessionStorage.setItem('sw-recent-searches', '["sneakers"]');
}

beforeEach(() => {
  // The page runs on https, like a tablet in a store: the Secure marker cookie is accepted there.
  expect(window.location.protocol).toBe('https:');
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute(TABLETOP_ATTRIBUTE);
});

describe('the tablet’s boot script (lib/tabletop/boot-script.ts)', () => {
  it('after a hand-over empties local and session storage and expires the clean marker', () => {
    document.cookie = `${COOKIES.tabletopClean}=1; Path=/; Secure; SameSite=Lax`;
    document.cookie = `${COOKIES.inStore}=1; Path=/; Secure; SameSite=Lax`;
    document.cookie = 'other=kept; Path=/';
    fillStorage();
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });

    boot();

    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(written).toEqual([`${COOKIES.tabletopClean}=; Max-Age=0; Path=/; Secure; SameSite=Lax`]);
    vi.restoreAllMocks();
    expect(cookieNames()).not.toContain(COOKIES.tabletopClean);
    expect(cookieNames()).toEqual(expect.arrayContaining([COOKIES.inStore, 'other']));
  });

  it('leaves storage and cookies alone without the marker, or with another value of it', () => {
    fillStorage();
    boot();
    expect(localStorage).toHaveLength(2);
    expect(sessionStorage).toHaveLength(1);

    document.cookie = `${COOKIES.tabletopClean}=0; Path=/`;
    document.cookie = `x${COOKIES.tabletopClean}=1; Path=/`;
    boot();
    expect(localStorage.getItem('sw-wishlist')).toBe('["123456.001"]');
    expect(sessionStorage.getItem('sw-recent-searches')).toBe('["sneakers"]');
    expect(cookieNames()).toContain(COOKIES.tabletopClean);
  });

  it('marks <html> for tabletop mode with the in-store flag, and the page reads it', () => {
    expect(isTabletopPage()).toBe(false);
    document.cookie = `${COOKIES.inStore}=1; Path=/`;
    boot();
    expect(document.documentElement.getAttribute('data-tabletop')).toBe('');
    expect(isTabletopPage()).toBe(true);
    document.documentElement.removeAttribute(TABLETOP_ATTRIBUTE);
    expect(isTabletopPage()).toBe(false);
  });

  it('does not mark <html> without the in-store flag, with another value, or with only the location cookie', () => {
    boot();
    expect(document.documentElement.hasAttribute(TABLETOP_ATTRIBUTE)).toBe(false);
    document.cookie = `${COOKIES.inStore}=0; Path=/`;
    document.cookie = `${COOKIES.inStoreLocation}=NL042; Path=/`;
    boot();
    expect(document.documentElement.hasAttribute(TABLETOP_ATTRIBUTE)).toBe(false);
    expect(isTabletopPage()).toBe(false);
  });

  it('empties storage and marks the page in one run, whatever the cookies’ order', () => {
    document.cookie = `${COOKIES.inStore}=1; Path=/`;
    document.cookie = 'a=b; Path=/';
    document.cookie = `${COOKIES.tabletopClean}=1; Path=/; Secure`;
    fillStorage();
    boot();
    expect(localStorage).toHaveLength(0);
    expect(isTabletopPage()).toBe(true);
  });

  it('still marks the page when storage throws (storage disabled)', () => {
    document.cookie = `${COOKIES.tabletopClean}=1; Path=/; Secure`;
    document.cookie = `${COOKIES.inStore}=1; Path=/`;
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(boot).not.toThrow();
    expect(isTabletopPage()).toBe(true);
    expect(cookieNames()).not.toContain(COOKIES.tabletopClean);
  });
});
