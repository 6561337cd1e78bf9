import { randomInt } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { consumeRateLimits, resetRateLimiters } from '@/lib/rate-limit/limiter';

/**
 * With `REDIS_URL` every instance counts in Redis: a fresh process (here: limiters dropped and made
 * again) still sees what another counted. Runs where a Redis server answers (`REDIS_URL`, else
 * 127.0.0.1:6379), as on the machines `.ci/run` uses.
 */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();

afterAll(() => {
  delete process.env.REDIS_URL;
  delete process.env.RATE_LIMITS;
  resetRateLimiters();
});

describe.runIf(available)('rate limits shared through Redis (several instances)', () => {
  it('refuses on one instance what another already counted', async () => {
    process.env.REDIS_URL = redisUrl;
    process.env.RATE_LIMITS = 'order=3';
    // A fresh client key each run: counts live in Redis for the whole window.
    const client = `203.0.113.${randomInt(1, 255)}-${Date.now()}`;
    resetRateLimiters();
    for (let i = 0; i < 3; i++) expect(await consumeRateLimits(['order'], client)).toBeNull();
    resetRateLimiters(); // "the other instance": no memory of the three above
    expect(await consumeRateLimits(['order'], client)).toBeGreaterThanOrEqual(1);
  });
});

describe('rate limits while Redis cannot be reached', () => {
  it('count in memory instead: shoppers are served, scripts still limited', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    process.env.RATE_LIMITS = 'order=1';
    resetRateLimiters();
    expect(await consumeRateLimits(['order'], 'offline-client')).toBeNull();
    expect(await consumeRateLimits(['order'], 'offline-client')).toBeGreaterThanOrEqual(1);
  });
});
