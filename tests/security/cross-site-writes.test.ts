import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import { COOKIES } from '@/lib/stores';
import { withEmbeddedCommerce } from '../support/embedded-commerce';

/**
 * Cross-site writes to the BFF (an outside scan's finding): a hostile page posted the persisted
 * `Logout` as `text/plain` with the shopper's cookie and got 200. Now the BFF takes GraphQL only as
 * `application/json` and refuses a browser's cross-site request with a typed 403.
 */

const params = Promise.resolve({ path: undefined });
const LOGOUT = 'mutation Logout { logout { customer { id } } }';

function post(headers: Record<string, string>, body: string): Promise<Response> {
  return POST(
    new NextRequest('http://nl.localhost:3000/api/graphql', {
      method: 'POST',
      headers: new Headers({
        host: 'nl.localhost:3000',
        'x-store-key': 'NL',
        cookie: `${COOKIES.contextToken}=${'a'.repeat(32)}; ${COOKIES.customerHint}=1`,
        ...headers,
      }),
      body,
    }),
    { params },
  );
}

withEmbeddedCommerce();

describe('cross-site writes to the BFF', () => {
  it('refuses the scan’s request: text/plain from another site with the session cookie, 403 typed and translated', async () => {
    const response = await post(
      { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      JSON.stringify({ query: LOGOUT }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Cross-site request refused',
          extensions: { code: 'CROSS_SITE_REQUEST', messageKey: 'errors.crossSiteRequest' },
        },
      ],
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a cross-site request even as JSON, and from a browser that names only its Origin', async () => {
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      // A Host header that names the hostile origin does not make it the shop's own.
      { 'content-type': 'application/json', origin: 'https://evil.example', host: 'evil.example' },
    ];
    for (const headers of cases) {
      const response = await post(headers, JSON.stringify({ query: LOGOUT }));
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('refuses GraphQL that is not application/json from the shop’s own pages too (415)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const response = await post(
        { 'content-type': type, 'sec-fetch-site': 'same-origin' },
        JSON.stringify({ query: '{ storeConfig { currency } }' }),
      );
      expect(response.status, type).toBe(415);
    }
  });

  it('answers the shop’s own pages and callers that are no browser (no Origin, no Sec-Fetch-Site)', async () => {
    const query = JSON.stringify({ query: '{ storeConfig { currency } }' });
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json', origin: 'http://nl.localhost:3000' },
      { 'content-type': 'application/json' },
    ];
    for (const headers of cases) {
      const response = await post(headers, query);
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
