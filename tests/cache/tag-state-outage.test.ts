import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Redis going away and coming back under the shared tag state (lib/cache/handlers/tag-state.mjs): the
 * instance keeps serving from its own state and says so once; a revalidation made meanwhile is kept and
 * shared when Redis answers again, its later timestamps winning over what Redis holds; the other instances
 * then see it.
 */

/** A stand-in for Redis that can be down: every command then fails at once (the offline queue is off). */
const redis = vi.hoisted(() => ({
  down: false,
  hash: {} as Record<string, string>,
  version: 0,
  listeners: new Map<string, () => void>(),
}));

vi.mock('ioredis', () => ({
  default: class {
    status = 'ready';
    on(event: string, listener: () => void) {
      redis.listeners.set(event, listener);
    }
    once() {}
    off() {}
    private check() {
      if (redis.down) throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
    }
    async get() {
      this.check();
      return String(redis.version);
    }
    async hgetall() {
      this.check();
      return { ...redis.hash };
    }
    async hmget(_key: string, ...tags: string[]) {
      this.check();
      return tags.map((tag) => redis.hash[tag] ?? null);
    }
    multi() {
      const writes: [string, string][] = [];
      const transaction = {
        hset: (_key: string, tag: string, json: string) => (writes.push([tag, json]), transaction),
        incr: () => transaction,
        exec: async () => {
          this.check();
          for (const [tag, json] of writes) redis.hash[tag] = json;
          redis.version += 1;
          return writes.map(() => [null, 1]);
        },
      };
      return transaction;
    }
  },
}));

const previousUrl = process.env.REDIS_URL;
process.env.REDIS_URL = 'redis://tag-state-outage.test:6379';
const { publishTags, refreshSharedTags, VERSION_CHECK_INTERVAL_MS } =
  await import('@/lib/cache/handlers/tag-state.mjs');
afterAll(() => {
  process.env.REDIS_URL = previousUrl;
});

let now = 5_000_000;
beforeEach(() => {
  now += 10 * VERSION_CHECK_INTERVAL_MS;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});

describe('shared tag revalidation while Redis is away', () => {
  it('keeps a revalidation made while Redis is down and shares it when Redis is back, saying so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    redis.down = true;
    await publishTags(['product:100001.001']);
    await publishTags(['catalog'], { expire: 300 });
    now += VERSION_CHECK_INTERVAL_MS;
    await refreshSharedTags();
    expect(redis.hash).toEqual({});
    expect(warn.mock.calls.filter(([line]) => String(line).includes('Redis unavailable'))).toHaveLength(1);

    // Another instance revalidated the catalog earlier than this one did: the later stale wins.
    redis.hash.catalog = JSON.stringify({ stale: 1, expired: 2 });
    redis.down = false;
    redis.listeners.get('ready')!();
    await vi.waitFor(() => expect(Object.keys(redis.hash).sort()).toEqual(['catalog', 'product:100001.001']));
    expect(JSON.parse(redis.hash['product:100001.001']!)).toMatchObject({ expired: expect.any(Number) });
    expect(JSON.parse(redis.hash.catalog!).stale).toBeGreaterThan(1);
    expect(info.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
      /Redis is back[\s\S]*shared 2 tag revalidations made while Redis was unavailable/,
    );
    warn.mockRestore();
    info.mockRestore();
  });

  it('shares what waited on the next exchange that works, even without a reconnect event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    redis.down = true;
    await publishTags(['document:home']);
    expect(redis.hash['document:home']).toBeUndefined();
    redis.down = false;
    await refreshSharedTags();
    expect(redis.hash['document:home']).toBeDefined();
  });
});
