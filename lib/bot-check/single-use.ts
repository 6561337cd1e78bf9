import 'server-only';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { connectRedis } from '@/lib/redis/connect';

/**
 * Remembers spent bot-check tokens until they expire, so each is accepted once (a replayed token is
 * refused): in Redis when `REDIS_URL` is set, so every instance knows what another accepted; else, or
 * while Redis is unreachable, in this process's memory (a token is then single-use per instance,
 * which its short life keeps harmless).
 */
interface SpentTokens {
  redis: Redis | null;
  /** Key → expiry (ms since the epoch); the least recently spent go first beyond {@link MEMORY_LIMIT}. */
  memory: LRUCache<string, number>;
}

const SPENT = Symbol.for('storefront.botCheckSpent');
/** Most entries kept in memory (each lives minutes at most). */
const MEMORY_LIMIT = 50_000;

function spentTokens(): SpentTokens {
  const g = globalThis as unknown as Record<symbol, SpentTokens | undefined>;
  const existing = g[SPENT];
  if (existing) return existing;
  const created: SpentTokens = { redis: connectRedis('bot-check'), memory: new LRUCache({ max: MEMORY_LIMIT }) };
  g[SPENT] = created;
  return created;
}

function claimInMemory(memory: LRUCache<string, number>, key: string, expiresAtMs: number, nowMs: number): boolean {
  const known = memory.get(key);
  if (known !== undefined && known > nowMs) return false;
  memory.set(key, expiresAtMs);
  return true;
}

/**
 * Marks a token as spent until it expires: true the first time, false when it was spent before.
 *
 * @param key what identifies the token (its signature), unique per token
 * @param expiresAtMs when the token expires anyway, in ms since the epoch
 * @param nowMs the current time, in ms since the epoch
 */
export async function claimOnce(key: string, expiresAtMs: number, nowMs = Date.now()): Promise<boolean> {
  const { redis, memory } = spentTokens();
  const ttlMs = Math.max(1, Math.ceil(expiresAtMs - nowMs));
  if (redis) {
    try {
      return (await redis.set(`bot-check:spent:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    } catch {
      // Redis is away: this instance's memory decides.
    }
  }
  return claimInMemory(memory, key, expiresAtMs, nowMs);
}

/** Forgets every spent token (tests). */
export function resetSpentTokens(): void {
  const g = globalThis as unknown as Record<symbol, SpentTokens | undefined>;
  g[SPENT]?.redis?.disconnect();
  g[SPENT] = undefined;
}
