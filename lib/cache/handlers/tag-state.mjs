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
 * While Redis does not answer, the map stays local: every instance still serves (it says so in its log,
 * once, and again when Redis is back), and entries age out within their cache life. A revalidation made
 * meanwhile is kept and shared as soon as Redis answers again (its later timestamps win over what Redis
 * holds), so the other instances do not keep serving what it expired. Only Next's documented handler
 * interfaces are used: nothing of Next's internals (docs/decisions/0021-cache-handlers-on-public-interfaces.md).
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
 * @returns {{ redis: Redis | null; tags: Map<string, TagState>; unshared: Map<string, TagState>; unavailable: boolean; seenVersion: string | null; checkedAt: number; pulling: Promise<void> | null; firstConnection: Promise<void> | null }}
 *   one per process (both handlers and every bundle share it); `unshared`: revalidations Redis has not
 *   taken yet; `unavailable`: the last exchange with Redis failed (logged once)
 */
function state() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  if (!g[STATE]) {
    const url = process.env.REDIS_URL;
    const redis = url
      ? new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    g[STATE] = {
      redis,
      tags: new Map(),
      unshared: new Map(),
      unavailable: false,
      seenVersion: null,
      checkedAt: 0,
      pulling: null,
      firstConnection: null,
    };
    // A Redis that goes away must not crash the shop: commands fail fast and the caches stay local.
    redis?.on('error', () => {});
    // Back: what was revalidated meanwhile goes to the other instances.
    redis?.on('ready', () => void shareUnshared(g[STATE]));
  }
  return g[STATE];
}

/** Notes that Redis failed: the first failure in a row is logged, the rest are not. */
function lost(current, error) {
  if (current.unavailable) return;
  current.unavailable = true;
  console.warn(
    '[cache] Redis unavailable: this instance serves from its own caches and keeps its revalidations until Redis is back',
    error?.message ?? error,
  );
}

/** Notes that Redis answered again (logged once). */
function regained(current) {
  if (!current.unavailable) return;
  current.unavailable = false;
  console.info('[cache] Redis is back: caches and revalidations are shared again');
}

/**
 * Writes revalidations to Redis for every instance: each tag's state merged with what Redis holds (the
 * later timestamp of each kind wins), then the version counter. Throws when Redis does not take it.
 * @param {Redis} redis
 * @param {Map<string, TagState>} updates
 */
async function writeShared(redis, updates) {
  const tags = [...updates.keys()];
  const held = await redis.hmget(TAGS_KEY(), ...tags);
  const transaction = redis.multi();
  tags.forEach((tag, index) => {
    const shared = held[index] ? JSON.parse(held[index]) : undefined;
    transaction.hset(TAGS_KEY(), tag, JSON.stringify(later(shared, updates.get(tag))));
  });
  transaction.incr(VERSION_KEY());
  const results = await transaction.exec();
  const failed = results?.find(([error]) => error)?.[0];
  if (!results || failed) throw failed ?? new Error('the transaction was discarded');
}

/** Shares the revalidations made while Redis did not answer, if any. Never throws. */
async function shareUnshared(current) {
  if (!current.redis || current.unshared.size === 0) return;
  const pending = new Map(current.unshared);
  current.unshared.clear();
  const afterOutage = current.unavailable;
  try {
    await writeShared(current.redis, pending);
    regained(current);
    if (afterOutage) console.info(`[cache] shared ${pending.size} tag revalidations made while Redis was unavailable`);
  } catch (error) {
    for (const [tag, entry] of pending) merge(current.unshared, tag, entry);
    lost(current, error);
  }
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
  tags.set(tag, later(tags.get(tag), shared));
}

/** Two states of one tag as one: the later of each timestamp. */
function later(local = {}, shared = {}) {
  const merged = { ...local };
  if (typeof shared.stale === 'number' && shared.stale > (local.stale ?? 0)) merged.stale = shared.stale;
  if (typeof shared.expired === 'number' && shared.expired > (local.expired ?? 0)) merged.expired = shared.expired;
  return merged;
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
    await shareUnshared(current);
    regained(current);
    if (version === null || version === current.seenVersion) return;
    const all = await current.redis.hgetall(TAGS_KEY());
    for (const [tag, json] of Object.entries(all)) merge(current.tags, tag, JSON.parse(json));
    current.seenVersion = version;
  } catch (error) {
    lost(current, error);
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
  // Queued first: a failure keeps them for when Redis is back, a success shares what waited too.
  for (const [tag, entry] of updates) merge(current.unshared, tag, entry);
  await connectedRedis();
  await shareUnshared(current);
}
