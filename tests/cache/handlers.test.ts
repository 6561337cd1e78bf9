import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** An in-memory stand-in for the commands the handlers send to Redis. */
const store = vi.hoisted(() => ({ values: new Map<string, Buffer>(), ttl: new Map<string, number>() }));

vi.mock('ioredis', () => ({
  default: class {
    on() {}
    async get() {
      return null;
    }
    async getBuffer(key: string) {
      return store.values.get(key) ?? null;
    }
    async set(key: string, value: Buffer, mode?: string, ttl?: number) {
      store.values.set(key, value);
      if (mode === 'EX' && ttl) store.ttl.set(key, ttl);
    }
    multi() {
      return { hset() {}, incr() {}, exec: async () => [] };
    }
  },
}));

const previousUrl = process.env.REDIS_URL;
process.env.REDIS_URL = 'redis://handlers.test:6379';
const { default: useCacheHandler } = await import('@/lib/cache/handlers/use-cache.mjs');
const { default: PageCache } = await import('@/lib/cache/handlers/incremental.mjs');
afterAll(() => {
  process.env.REDIS_URL = previousUrl;
});

const text = (value: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(value));
      controller.close();
    },
  });

describe("'use cache' entries in Redis (cacheHandlers.default)", () => {
  let now = 5_000_000;
  beforeEach(() => {
    now += 1000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it('stores an entry with its expire as TTL and gives back the same bytes and metadata', async () => {
    const entry = {
      value: text('catalog data'),
      tags: ['catalog'],
      stale: 60,
      timestamp: now,
      expire: 86400,
      revalidate: 60,
    };
    await useCacheHandler.set('key-1', Promise.resolve(entry));
    const read = await useCacheHandler.get('key-1', []);
    expect(read).toMatchObject({ tags: ['catalog'], timestamp: now, revalidate: 60, expire: 86400 });
    expect(await new Response(read!.value).text()).toBe('catalog data');
    expect([...store.ttl.values()]).toContain(86400);
  });

  it('does not store a dynamic entry (expire 0)', async () => {
    const before = store.values.size;
    await useCacheHandler.set(
      'key-dynamic',
      Promise.resolve({ value: text('x'), tags: [], stale: 0, timestamp: now, expire: 0, revalidate: 0 }),
    );
    expect(store.values.size).toBe(before);
  });

  it('misses an entry whose tag expired after it was stored, and reports the expiry', async () => {
    await useCacheHandler.set(
      'key-2',
      Promise.resolve({
        value: text('old price'),
        tags: ['product:1'],
        stale: 60,
        timestamp: now,
        expire: 600,
        revalidate: 60,
      }),
    );
    now += 1;
    await useCacheHandler.updateTags(['product:1'], { expire: 0 });
    expect(await useCacheHandler.get('key-2', [])).toBeUndefined();
    expect(await useCacheHandler.getExpiration(['product:1', 'other'])).toBe(now);
  });
});

describe('page cache (cacheHandler), pages per instance with shared tags', () => {
  let now = 9_000_000;
  beforeEach(() => {
    now += 1000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });

  const page = (tags: string) => ({
    kind: 'APP_PAGE',
    html: '<p>page</p>',
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags },
  });

  it('serves a stored page until a tag in its headers is revalidated', async () => {
    const cache = new PageCache();
    await cache.set('/nl/dames/', page('catalog,_N_T_/nl/dames'), { tags: [] });
    expect(await cache.get('/nl/dames/', {})).toMatchObject({ value: { html: '<p>page</p>' }, lastModified: now });
    now += 1;
    await cache.revalidateTag('catalog', { expire: 0 });
    expect(await cache.get('/nl/dames/', {})).toBeNull();
  });

  it('also checks the soft tags Next passes on a read (a revalidated path)', async () => {
    const cache = new PageCache();
    await cache.set('/nl/heren/', page('prismic'), {});
    now += 1;
    await cache.revalidateTag(['_N_T_/nl/heren'], undefined);
    expect(await cache.get('/nl/heren/', { softTags: ['_N_T_/nl/heren'] })).toBeNull();
  });

  it('keeps a page stored after the revalidation, and removes one set to null', async () => {
    const cache = new PageCache();
    await cache.revalidateTag(['document:x'], { expire: 0 });
    now += 1;
    await cache.set('/nl/over-ons/', page('document:x'), {});
    expect(await cache.get('/nl/over-ons/', {})).not.toBeNull();
    await cache.set('/nl/over-ons/', null, {});
    expect(await cache.get('/nl/over-ons/', {})).toBeNull();
  });
});
