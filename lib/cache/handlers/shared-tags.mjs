/**
 * Tag revalidation shared by every instance through Redis (DESIGN.md 'At scale', issue 6 scope 7).
 *
 * Next keeps, per process, when each cache tag last went stale or expired (`tagsManifest`); its
 * page cache and its 'use cache' handlers check entries against that map. With `REDIS_URL` set,
 * every revalidation is also written to Redis (a hash of tag → `{ stale, expired }` in ms since the
 * epoch, and a version counter), and each instance pulls newer state into its own map before it
 * serves from a cache: at most one `GET` of the version per {@link VERSION_CHECK_INTERVAL_MS}, shared
 * by the requests in flight, and the hash only when the version changed. A revalidation through one
 * instance is then seen by all of them within that interval (its own instance sees it at once).
 *
 * Without `REDIS_URL`, or while Redis does not answer, the map stays local: every instance still
 * serves, and entries age out within their cache life.
 *
 * Environment: `REDIS_URL`; `CACHE_REDIS_PREFIX` (default `storefront:`) separates shops or test
 * runs sharing one Redis.
 */
import { createRequire } from 'node:module';
import Redis from 'ioredis';

const require = createRequire(import.meta.url);
/** @type {Map<string, { stale?: number; expired?: number }>} Next's own per-process tag state. */
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

const prefix = () => process.env.CACHE_REDIS_PREFIX || 'storefront:';
const TAGS_KEY = () => `${prefix()}cache:tags`;
const VERSION_KEY = () => `${prefix()}cache:tags:version`;

const STATE = Symbol.for('storefront.sharedCacheTags');

/**
 * How long one read of the shared version stands for every cache read after it, in ms. A page served
 * from cache makes several cache reads; asking Redis for each would put a round trip on every one.
 */
export const VERSION_CHECK_INTERVAL_MS = 250;

/**
 * @returns {{ redis: Redis | null; seenVersion: string | null; checkedAt: number; pulling: Promise<void> | null }}
 *   one per process
 */
function state() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  if (!g[STATE]) {
    const url = process.env.REDIS_URL;
    const redis = url
      ? new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    // A Redis that goes away must not crash the shop: commands fail fast and the caches stay local.
    redis?.on('error', () => {});
    g[STATE] = { redis, seenVersion: null, checkedAt: 0, pulling: null };
  }
  return g[STATE];
}

/** The shared Redis client, or null when `REDIS_URL` is not set (also used for 'use cache' entries). */
export function sharedRedis() {
  return state().redis;
}

/** Key prefix of everything the caches keep in Redis. */
export function cacheKeyPrefix() {
  return prefix();
}

/** Merges a tag's shared state into the local map, keeping the later of each timestamp. */
function merge(tag, shared) {
  const local = tagsManifest.get(tag) ?? {};
  const merged = { ...local };
  if (typeof shared.stale === 'number' && shared.stale > (local.stale ?? 0)) merged.stale = shared.stale;
  if (typeof shared.expired === 'number' && shared.expired > (local.expired ?? 0)) merged.expired = shared.expired;
  tagsManifest.set(tag, merged);
}

/**
 * Pulls revalidations other instances made into this process's tag map, unless it did less than
 * {@link VERSION_CHECK_INTERVAL_MS} ago; concurrent callers share one pull. Never throws.
 */
export async function refreshSharedTags() {
  const current = state();
  if (!current.redis || Date.now() - current.checkedAt < VERSION_CHECK_INTERVAL_MS) return;
  current.pulling ??= pullSharedTags(current).finally(() => {
    current.pulling = null;
  });
  return current.pulling;
}

async function pullSharedTags(current) {
  // Counted from the start: a Redis that does not answer is asked again only after the interval too.
  current.checkedAt = Date.now();
  try {
    const version = await current.redis.get(VERSION_KEY());
    if (version === null || version === current.seenVersion) return;
    const all = await current.redis.hgetall(TAGS_KEY());
    for (const [tag, json] of Object.entries(all)) merge(tag, JSON.parse(json));
    current.seenVersion = version;
  } catch (error) {
    console.warn('[cache] shared tag state unavailable; serving from this instance', error?.message ?? error);
  }
}

/**
 * Records a revalidation (as Next's own handlers do) locally and, with Redis, for every instance.
 *
 * @param {string[]} tags
 * @param {{ expire?: number } | undefined} durations absent: expire now; present: stale now, expired
 *   after `expire` seconds (`revalidateTag(tag, 'max')`)
 */
export async function publishTags(tags, durations) {
  const now = Date.now();
  const updates = tags.map((tag) => {
    const entry = { ...(tagsManifest.get(tag) ?? {}) };
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else {
      entry.expired = now;
    }
    tagsManifest.set(tag, entry);
    return [tag, entry];
  });
  const { redis } = state();
  if (!redis || updates.length === 0) return;
  try {
    const transaction = redis.multi();
    for (const [tag, entry] of updates) transaction.hset(TAGS_KEY(), tag, JSON.stringify(entry));
    transaction.incr(VERSION_KEY());
    await transaction.exec();
  } catch (error) {
    console.error('[cache] could not share a revalidation with the other instances', tags, error?.message ?? error);
  }
}
