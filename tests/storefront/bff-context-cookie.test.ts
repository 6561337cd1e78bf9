import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import { COOKIES } from '@/lib/stores';

/** The BFF's context cookie (spec §4 'Context cookie', §9 'Context cookie lifetime: 200'), against a stub back end. */

const backEnd = vi.hoisted(() => ({ issued: null as string | null, authorization: null as string | null }));
vi.mock('@/lib/embedded-commerce/seam', () => ({
  executeEmbeddedCommerce: async (request: Request) => {
    backEnd.authorization = request.headers.get('authorization');
    const headers = new Headers({ 'content-type': 'application/json' });
    if (backEnd.issued) headers.set('x-context-token', backEnd.issued);
    return new Response(JSON.stringify({ data: { getContext: { token: backEnd.issued } } }), { headers });
  },
}));

const params = Promise.resolve({ path: undefined });
const DAY = 24 * 60 * 60;

function post(cookie = '') {
  const headers = new Headers({ 'content-type': 'application/json', host: 'localhost:3000', 'x-store-key': 'NL' });
  if (cookie) headers.set('cookie', cookie);
  return POST(
    new NextRequest('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'query VisitorContext { getContext { token } }' }),
    }),
    { params },
  );
}

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));

describe('context cookie (spec §4, §9)', () => {
  beforeEach(() => {
    backEnd.issued = null;
    backEnd.authorization = null;
  });

  it('lasts 200 days beside the 7-day token cookie', async () => {
    expect(COOKIES.contextHintMaxAge).toBe(200 * DAY);
    backEnd.issued = 'a'.repeat(40);
    const response = await post();
    expect(setCookie(response, COOKIES.contextHint)).toMatch(
      new RegExp(`^${COOKIES.contextHint}=1;.*Max-Age=${200 * DAY}`, 'i'),
    );
    expect(setCookie(response, COOKIES.contextToken)).toMatch(new RegExp(`Max-Age=${7 * DAY}`, 'i'));
  });

  it('is removed by the first call that arrives without a token (or with the string null)', async () => {
    const gone = await post(`${COOKIES.contextHint}=1`);
    expect(setCookie(gone, COOKIES.contextHint)).toMatch(/^sw-has-context=;.*Max-Age=0/i);
    const nullToken = await post(`${COOKIES.contextHint}=1; ${COOKIES.contextToken}=null`);
    expect(setCookie(nullToken, COOKIES.contextHint)).toMatch(/Max-Age=0/i);
    expect(backEnd.authorization).toBeNull();
  });

  it('is left alone while the token is there, and not written when there was none', async () => {
    const kept = await post(`${COOKIES.contextHint}=1; ${COOKIES.contextToken}=${'b'.repeat(40)}`);
    expect(setCookie(kept, COOKIES.contextHint)).toBeUndefined();
    expect(backEnd.authorization).toBe(`Bearer ${'b'.repeat(40)}`);
    expect(setCookie(await post(), COOKIES.contextHint)).toBeUndefined();
  });
});
