import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const expired = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => expired.push({ tag, profile }),
  unstable_cache: <T>(read: T) => read,
}));

const { POST } = await import('@/app/api/revalidate/route');

const SECRET = 'webhook-secret-for-tests';

function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new NextRequest('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  expired.length = 0;
});
afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('/api/revalidate (revalidation by tag)', () => {
  it("takes Prismic's webhook with its secret in the payload: all content and each document", async () => {
    const response = await post({ type: 'api-update', secret: SECRET, masterRef: 'x', documents: ['YXb1', 'YXb2'] });
    expect(response.status).toBe(200);
    expect(expired.map((entry) => entry.tag)).toEqual(['prismic', 'document:YXb1', 'document:YXb2']);
    // Expired at once, not served stale.
    expect(expired[0]!.profile).toEqual({ expire: 0 });
  });

  it('takes catalog changes with the secret header: a stock change only touches its products', async () => {
    const stock = await post(
      { type: 'catalog', changes: [{ kind: 'stock', skus: ['100001.001', '100002.003'] }] },
      { 'x-revalidate-secret': SECRET },
    );
    expect(await stock.json()).toEqual({ revalidated: ['product:100001.001', 'product:100002.003'] });
    expired.length = 0;
    await post(
      { type: 'catalog', changes: [{ kind: 'price', skus: ['100001.001'] }] },
      { 'x-revalidate-secret': SECRET },
    );
    expect(expired.map((entry) => entry.tag)).toEqual(['product:100001.001', 'catalog']);
  });

  it('refuses a wrong or missing secret, and everyone while no secret is configured', async () => {
    const body = { type: 'api-update', documents: [] };
    expect((await post({ ...body, secret: 'guess' })).status).toBe(401);
    expect((await post(body)).status).toBe(401);
    delete process.env.REVALIDATE_SECRET;
    expect((await post({ ...body, secret: '' })).status).toBe(401);
    expect(expired).toEqual([]);
  });

  it('refuses payloads of another shape and bodies that are not JSON', async () => {
    const headers = { 'x-revalidate-secret': SECRET };
    expect((await post({ type: 'catalog', changes: [{ kind: 'stock', skus: ['../etc'] }] }, headers)).status).toBe(400);
    expect((await post({ type: 'something-else' }, headers)).status).toBe(400);
    expect((await post('{not json', headers)).status).toBe(400);
    expect(expired).toEqual([]);
  });

  it('answers a Prismic test trigger without revalidating anything', async () => {
    const response = await post({ type: 'test-trigger', secret: SECRET });
    expect(await response.json()).toEqual({ revalidated: [] });
  });
});
