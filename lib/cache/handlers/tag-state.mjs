/**
 * Tag revalidation shared by every instance through Redis (docs/architecture.md 'Several
 * instances'), for the two cache handlers of this folder (`incremental.mjs`, `use-cache.mjs`). Next
 * loads them only when `REDIS_URL` is set (next.config.ts); without it Next's own caches run.
 *
 * Per process, a map of tag → `{ stale, expired }` (ms since the epoch) says when each cache tag
 * last went stale or expired; the handlers check their entries against it. Every revalidation is
 * written to this map and to Redis (a hash of tag → the same JSON, and a version counter), and each
 * instance pulls newer state into its own map before it serves from a cache: at most one `GET` of
 * the version per {@link VERSION_CHECK_INTERVAL_MS}, shared by the requests in flight, and the hash
 * only when the version changed. A revalidation through one instance is then seen by all of them
 * within that interval (its own instance sees it at once).
 *
 * While Redis does not answer, the map stays local: every instance still serves, and entries age
 * out within their cache life. Only Next's documented handler interfaces are used: nothing of
 * Next's internals (docs/decisions/0021-cache-handlers-on-public-interfaces.md).
 *
 * Environment: `REDIS_URL`; `CACHE_REDIS_PREFIX` (default `storefront:`) separates shops or test
 * runs sharing one Redis.
 */
import Redis from 'ioredis';

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
 * @typedef {{ stale?: number; expired?: number }} TagState when a tag went stale / expires, in ms
 * @returns {{ redis: Redis | null; tags: Map<string, TagState>; seenVersion: string | null; checkedAt: number; pulling: Promise<void> | null; firstConnection: Promise<void> | null }}
 *   one per process (both handlers and every bundle share it)
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
    g[STATE] = { redis, tags: new Map(), seenVersion: null, checkedAt: 0, pulling: null, firstConnection: null };
  }
  return g[STATE];
}

/** Longest wait for the process's first connection to Redis, in ms (the client's connect timeout). */
export const FIRST_CONNECTION_WAIT_MS = 1000;

/**
 * The shared Redis client (also used for 'use cache' entries), or null when `REDIS_URL` is not set,
 * once its first connection is made: the first cache reads of a starting
 * instance come before it, and with the offline queue off a command sent then fails at once, so the
 * instance would serve without the other instances' revalidations and entries. Waits at most
 * {@link FIRST_CONNECTION_WAIT_MS}, and only while that first connection is under way: a Redis that
 * goes away later is not waited for (commands fail fast, the caches stay local).
 */
export async function connectedRedis() {
  const current = state();
  const redis = current.redis;
  if (!redis || (redis.status !== 'connecting' && redis.status !== 'connect')) return redis;
  current.firstConnection ??= new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
    redis.once('ready', done);
    redis.once('end', done);
  });
  await current.firstConnection;
  return redis;
}

/** Key prefix of everything the caches keep in Redis. */
export function cacheKeyPrefix() {
  return prefix();
}

/** This process's state of a tag (after the last pull), or undefined when it was never revalidated. */
export function tagState(tag) {
  return state().tags.get(tag);
}

/** Whether any of `tags` expired after `timestamp` (ms) and up to now: the entry must not be served. */
export function areTagsExpired(tags, timestamp) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = tagState(tag)?.expired;
    return typeof expired === 'number' && expired > timestamp && expired <= now;
  });
}

/** Whether any of `tags` went stale after `timestamp` (ms): the entry may be served once more while it is renewed. */
export function areTagsStale(tags, timestamp) {
  return tags.some((tag) => {
    const stale = tagState(tag)?.stale;
    return typeof stale === 'number' && stale > timestamp;
  });
}

/** The latest expiry among `tags`, in ms since the epoch (0 when none was revalidated). */
export function latestExpiration(tags) {
  return Math.max(0, ...tags.map((tag) => tagState(tag)?.expired ?? 0));
}

/** Merges a tag's shared state into the local map, keeping the later of each timestamp. */
function merge(tags, tag, shared) {
  const local = tags.get(tag) ?? {};
  const merged = { ...local };
  if (typeof shared.stale === 'number' && shared.stale > (local.stale ?? 0)) merged.stale = shared.stale;
  if (typeof shared.expired === 'number' && shared.expired > (local.expired ?? 0)) merged.expired = shared.expired;
  tags.set(tag, merged);
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
    await connectedRedis();
    const version = await current.redis.get(VERSION_KEY());
    if (version === null || version === current.seenVersion) return;
    const all = await current.redis.hgetall(TAGS_KEY());
    for (const [tag, json] of Object.entries(all)) merge(current.tags, tag, JSON.parse(json));
    current.seenVersion = version;
  } catch (error) {
    console.warn('[cache] shared tag state unavailable; serving from this instance', error?.message ?? error);
  }
}

/**
 * Records a revalidation locally and, with Redis, for every instance, with the semantics of Next's
 * `revalidateTag(tag, profile)`.
 *
 * @param {string[]} tags
 * @param {{ expire?: number } | undefined} durations absent: expire now; present: stale now, expired
 *   after `expire` seconds (`revalidateTag(tag, { expire: 0 })` expires at once)
 */
export async function publishTags(tags, durations) {
  const now = Date.now();
  const current = state();
  const updates = tags.map((tag) => {
    const entry = { ...(current.tags.get(tag) ?? {}) };
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else {
      entry.expired = now;
    }
    current.tags.set(tag, entry);
    return [tag, entry];
  });
  if (!current.redis || updates.length === 0) return;
  try {
    await connectedRedis();
    const transaction = current.redis.multi();
    for (const [tag, entry] of updates) transaction.hset(TAGS_KEY(), tag, JSON.stringify(entry));
    transaction.incr(VERSION_KEY());
    await transaction.exec();
  } catch (error) {
    console.error('[cache] could not share a revalidation with the other instances', tags, error?.message ?? error);
  }
}
