import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from '@/lib/security/same-origin';

const headers = (init: Record<string, string>) => new Headers(init);

describe('isSameOriginRequest (state-changing tabletop requests)', () => {
  it('trusts Sec-Fetch-Site: same-origin', () => {
    expect(isSameOriginRequest(headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it.each(['cross-site', 'same-site', 'none'])('refuses Sec-Fetch-Site: %s, whatever Origin says', (site) => {
    expect(
      isSameOriginRequest(headers({ 'sec-fetch-site': site, origin: 'https://shop.example', host: 'shop.example' })),
    ).toBe(false);
  });

  it('goes by Sec-Fetch-Site before Origin', () => {
    expect(
      isSameOriginRequest(
        headers({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example', host: 'shop.example' }),
      ),
    ).toBe(true);
  });

  it('without Sec-Fetch-Site, trusts an Origin naming the Host, port included', () => {
    expect(isSameOriginRequest(headers({ origin: 'https://shop.example', host: 'shop.example' }))).toBe(true);
    expect(isSameOriginRequest(headers({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(isSameOriginRequest(headers({ origin: 'https://shop.example:443', host: 'shop.example' }))).toBe(true);
  });

  it('without Sec-Fetch-Site, refuses an Origin naming another host or port', () => {
    expect(isSameOriginRequest(headers({ origin: 'https://evil.example', host: 'shop.example' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'https://shop.example.evil.example', host: 'shop.example' }))).toBe(
      false,
    );
    expect(isSameOriginRequest(headers({ origin: 'http://localhost:3001', host: 'localhost:3000' }))).toBe(false);
  });

  it('refuses an opaque or unreadable Origin', () => {
    expect(isSameOriginRequest(headers({ origin: 'null', host: 'shop.example' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'not a url', host: 'shop.example' }))).toBe(false);
  });

  it('refuses a request without Sec-Fetch-Site and without Origin or Host', () => {
    expect(isSameOriginRequest(headers({}))).toBe(false);
    expect(isSameOriginRequest(headers({ host: 'shop.example' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'https://shop.example' }))).toBe(false);
  });
});
