import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOnce, resetSpentTokens } from '@/lib/bot-check/single-use';

/** Spent bot-check tokens (lib/bot-check/single-use.ts): once per token until it expires. */
const key = (name: string) => `test:${name}:${Date.now()}:${Math.random()}`;

afterEach(() => {
  resetSpentTokens();
  vi.unstubAllEnvs();
});

describe('claimOnce', () => {
  it("in the process's memory: a token is accepted once, and forgotten after it expired", async () => {
    vi.stubEnv('REDIS_URL', '');
    const token = key('memory');
    const now = 1_000_000;
    expect(await claimOnce(token, now + 60_000, now)).toBe(true);
    expect(await claimOnce(token, now + 60_000, now + 1)).toBe(false);
    expect(await claimOnce(token, now + 120_000, now + 60_001)).toBe(true);
  });

  it('falls back to memory while Redis is unreachable: still once', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    const token = key('unreachable');
    expect(await claimOnce(token, Date.now() + 60_000)).toBe(true);
    expect(await claimOnce(token, Date.now() + 60_000)).toBe(false);
  });
});
