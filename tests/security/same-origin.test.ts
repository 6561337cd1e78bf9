import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isSameOriginRequest } from '@/lib/security/same-origin';
import { parseDomainMap } from '@/lib/stores';

const headers = (init: Record<string, string>) => new Headers(init);
/** The shop's storefront hosts in these tests; `evil.example` is not one of them. */
const shop = parseDomainMap('shop.example=NL,localhost=NL|DE');
const sameOrigin = (init: Record<string, string>) => isSameOriginRequest(headers(init), shop);
const crossSite = (init: Record<string, string>) => isCrossSiteRequest(headers(init), shop);

describe('isSameOriginRequest (state-changing form posts)', () => {
  it('trusts Sec-Fetch-Site: same-origin on a storefront host', () => {
    expect(sameOrigin({ 'sec-fetch-site': 'same-origin', host: 'shop.example' })).toBe(true);
    expect(sameOrigin({ 'sec-fetch-site': 'same-origin', host: 'shop.example', origin: 'https://shop.example' })).toBe(
      true,
    );
  });

  it.each(['cross-site', 'same-site', 'none'])('refuses Sec-Fetch-Site: %s, whatever Origin says', (site) => {
    expect(sameOrigin({ 'sec-fetch-site': site, origin: 'https://shop.example', host: 'shop.example' })).toBe(false);
  });

  it('refuses an Origin that does not match, even with Sec-Fetch-Site: same-origin', () => {
    expect(sameOrigin({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example', host: 'shop.example' })).toBe(
      false,
    );
  });

  it('without Sec-Fetch-Site, trusts an Origin naming the Host, port included', () => {
    expect(sameOrigin({ origin: 'https://shop.example', host: 'shop.example' })).toBe(true);
    expect(sameOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
    expect(sameOrigin({ origin: 'https://shop.example:443', host: 'shop.example' })).toBe(true);
  });

  it('without Sec-Fetch-Site, refuses an Origin naming another host or port', () => {
    expect(sameOrigin({ origin: 'https://evil.example', host: 'shop.example' })).toBe(false);
    expect(sameOrigin({ origin: 'https://shop.example.evil.example', host: 'shop.example' })).toBe(false);
    expect(sameOrigin({ origin: 'http://localhost:3001', host: 'localhost:3000' })).toBe(false);
  });

  it('refuses a host that is not a storefront host, even when Origin and Host agree', () => {
    expect(sameOrigin({ origin: 'https://evil.example', host: 'evil.example' })).toBe(false);
    expect(sameOrigin({ 'sec-fetch-site': 'same-origin', host: 'evil.example' })).toBe(false);
  });

  it('refuses an opaque or unreadable Origin', () => {
    expect(sameOrigin({ origin: 'null', host: 'shop.example' })).toBe(false);
    expect(sameOrigin({ origin: 'not a url', host: 'shop.example' })).toBe(false);
  });

  it('refuses a request without Sec-Fetch-Site and without Origin or Host', () => {
    expect(sameOrigin({})).toBe(false);
    expect(sameOrigin({ host: 'shop.example' })).toBe(false);
    expect(sameOrigin({ origin: 'https://shop.example' })).toBe(false);
  });
});

describe('isCrossSiteRequest (the BFF)', () => {
  it('refuses what the browser marks as another site', () => {
    expect(crossSite({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(crossSite({ 'sec-fetch-site': 'same-site' })).toBe(true);
  });

  it('refuses an Origin that is not one of the shop’s own, whatever the Host header claims', () => {
    expect(crossSite({ origin: 'https://evil.example', host: 'shop.example' })).toBe(true);
    // A spoofed Host equal to the Origin does not make another site the shop's.
    expect(crossSite({ origin: 'https://evil.example', host: 'evil.example' })).toBe(true);
    expect(crossSite({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example', host: 'evil.example' })).toBe(
      true,
    );
    expect(crossSite({ origin: 'null', host: 'shop.example' })).toBe(true);
  });

  it('lets the shop’s pages, the shopper’s own navigation and callers that are no browser through', () => {
    expect(crossSite({ 'sec-fetch-site': 'same-origin', origin: 'https://shop.example', host: 'shop.example' })).toBe(
      false,
    );
    expect(crossSite({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(false);
    expect(crossSite({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(crossSite({})).toBe(false);
  });
});
