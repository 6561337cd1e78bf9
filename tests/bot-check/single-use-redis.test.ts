import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Spent bot-check tokens in Redis (lib/bot-check/single-use.ts), as several instances share them:
 * an in-memory stand-in for the one command sent, `SET key 1 PX ttl NX`.
 */
const redis = vi.hoisted(() => ({ keys: new Map<string, number>(), commands: [] as unknown[][], down: false }));

vi.mock('ioredis', () => ({
  default: class {
    on() {}
    disconnect() {}
    async set(...args: unknown[]) {
      redis.commands.push(args);
      if (redis.down) throw new Error('Connection is closed.');
      const [key, , , ttl, nx] = args as [string, string, string, number, string];
      if (nx === 'NX' && redis.keys.has(key)) return null;
      redis.keys.set(key, ttl);
      return 'OK';
    }
  },
}));

const previousUrl = process.env.REDIS_URL;
process.env.REDIS_URL = 'redis://single-use.test:6379';
const { claimOnce, resetSpentTokens } = await import('@/lib/bot-check/single-use');

afterEach(() => {
  resetSpentTokens();
  redis.down = false;
});
afterAll(() => {
  process.env.REDIS_URL = previousUrl;
});

describe('claimOnce with Redis', () => {
  it('spends a token in Redis until it expires; another instance then refuses it', async () => {
    const now = 5_000_000;
    expect(await claimOnce('altcha:abc', now + 60_000, now)).toBe(true);
    expect(redis.commands.at(-1)).toEqual(['bot-check:spent:altcha:abc', '1', 'PX', 60_000, 'NX']);
    // A second instance: its own memory is empty, Redis remembers.
    resetSpentTokens();
    expect(await claimOnce('altcha:abc', now + 60_000, now + 10)).toBe(false);
  });

  it("falls back to the instance's memory while Redis fails: still once", async () => {
    redis.down = true;
    expect(await claimOnce('altcha:def', Date.now() + 60_000)).toBe(true);
    expect(await claimOnce('altcha:def', Date.now() + 60_000)).toBe(false);
  });
});
