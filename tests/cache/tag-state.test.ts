import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for Redis that counts the version reads (the hot path of every cache read). */
const redis = vi.hoisted(() => ({
  version: '1' as string | null,
  tags: {} as Record<string, string>,
  gets: 0,
  status: 'ready',
  listeners: new Map<string, () => void>(),
}));

vi.mock('ioredis', () => ({
  default: class {
    get status() {
      return redis.status;
    }
    on() {}
    once(event: string, listener: () => void) {
      redis.listeners.set(event, listener);
    }
    off(event: string) {
      redis.listeners.delete(event);
    }
    async get() {
      redis.gets += 1;
      return redis.version;
    }
    async hgetall() {
      return redis.tags;
    }
  },
}));

const previousUrl = process.env.REDIS_URL;
process.env.REDIS_URL = 'redis://tag-state.test:6379';
const { areTagsExpired, latestExpiration, publishTags, refreshSharedTags, tagState, VERSION_CHECK_INTERVAL_MS } =
  await import('@/lib/cache/handlers/tag-state.mjs');
afterAll(() => {
  process.env.REDIS_URL = previousUrl;
});

describe('shared tag revalidation (docs/architecture.md: several instances)', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now += 10 * VERSION_CHECK_INTERVAL_MS;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    redis.gets = 0;
  });

  it('pulls another instance’s revalidation into this process’s tag state', async () => {
    redis.version = '7';
    redis.tags = { 'product:100001.001': JSON.stringify({ expired: 42 }) };
    await refreshSharedTags();
    expect(tagState('product:100001.001')).toEqual({ expired: 42 });
    expect(latestExpiration(['catalog', 'product:100001.001'])).toBe(42);
  });

  it('asks Redis once for many cache reads at the same moment, and not again within the interval', async () => {
    await Promise.all(Array.from({ length: 20 }, () => refreshSharedTags()));
    expect(redis.gets).toBe(1);
    now += VERSION_CHECK_INTERVAL_MS - 1;
    await refreshSharedTags();
    expect(redis.gets).toBe(1);
  });

  it('sees a revalidation made elsewhere once the interval has passed', async () => {
    await refreshSharedTags();
    redis.version = '8';
    redis.tags = { catalog: JSON.stringify({ stale: 99 }) };
    await refreshSharedTags();
    expect(tagState('catalog')).toBeUndefined();
    now += VERSION_CHECK_INTERVAL_MS;
    await refreshSharedTags();
    expect(redis.gets).toBe(2);
    expect(tagState('catalog')).toEqual({ stale: 99 });
  });

  it('waits for the first connection before asking Redis, so a starting instance sees earlier revalidations', async () => {
    redis.status = 'connecting';
    redis.version = '9';
    redis.tags = { 'document:home': JSON.stringify({ expired: 77 }) };
    const pulling = refreshSharedTags();
    await Promise.resolve();
    expect(redis.gets).toBe(0);
    redis.status = 'ready';
    redis.listeners.get('ready')!();
    await pulling;
    expect(redis.gets).toBe(1);
    expect(tagState('document:home')).toEqual({ expired: 77 });
  });

  it('expires an entry stored before a revalidation, not one stored after it', async () => {
    await publishTags(['prismic'], { expire: 0 });
    expect(areTagsExpired(['prismic'], now - 1)).toBe(true);
    expect(areTagsExpired(['prismic'], now)).toBe(false);
    expect(areTagsExpired(['other'], now - 1)).toBe(false);
  });
});
