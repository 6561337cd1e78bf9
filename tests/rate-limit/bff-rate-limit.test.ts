import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import { resetRateLimiters } from '@/lib/rate-limit/limiter';
import { withEmbeddedCommerce } from '../support/embedded-commerce';

/** Rate limits at the BFF against the real embedded back end (in-memory PGlite). */

const params = Promise.resolve({ path: undefined });
const PLACE_ORDER = 'mutation PlaceOrder { placeOrder { id } }';
const STORE_CONFIG = 'query StoreConfig { storeConfig { countries { iso } } }';

function post(query: string, ip: string): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json',
    host: 'localhost:3000',
    'x-store-key': 'NL',
    'x-forwarded-for': ip,
  });
  return POST(
    new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }),
    {
      params,
    },
  );
}

withEmbeddedCommerce();
afterEach(() => {
  delete process.env.RATE_LIMITS;
  resetRateLimiters();
});

describe('BFF rate limits (per client IP and operation class)', () => {
  it('answers 30 failed order placements in a second with 429s, Retry-After and a translated error', async () => {
    process.env.RATE_LIMITS = 'order=5';
    resetRateLimiters();
    const responses = await Promise.all(Array.from({ length: 30 }, () => post(PLACE_ORDER, '198.51.100.7')));
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(25);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await limited[0]!.json()) as { errors: { extensions: { code: string; messageKey: string } }[] };
    expect(body.errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' });
    // The five allowed reached commerce (and failed there: no cart), none was refused twice.
    for (const response of responses.filter((candidate) => candidate.status !== 429)) {
      const json = (await response.json()) as { errors?: { extensions: { code: string } }[] };
      expect(json.errors?.[0]?.extensions.code).not.toBe('RATE_LIMITED');
    }
  });

  it('limits each client on its own, and never limits catalog reads', async () => {
    process.env.RATE_LIMITS = 'order=2';
    resetRateLimiters();
    for (let i = 0; i < 3; i++) await post(PLACE_ORDER, '198.51.100.8');
    expect((await post(PLACE_ORDER, '198.51.100.8')).status).toBe(429);
    expect((await post(PLACE_ORDER, '198.51.100.9')).status).not.toBe(429);
    const reads = await Promise.all(Array.from({ length: 40 }, () => post(STORE_CONFIG, '198.51.100.8')));
    expect(reads.every((response) => response.status === 200)).toBe(true);
  });

  it('lets twenty shoppers on twenty addresses place their orders at once', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(PLACE_ORDER, `192.0.2.${i + 1}`)));
    expect(responses.filter((response) => response.status === 429)).toHaveLength(0);
  });
});
