/**
 * The `'use cache'` handler (`cacheHandlers.default`, Next's documented interface: get, set,
 * refreshTags, getExpiration, updateTags) of a shop running as several instances
 * (docs/architecture.md 'Several instances'). next.config.ts loads it only when `REDIS_URL` is set:
 * cached catalog and content reads then live in Redis, shared by every instance, each with a TTL
 * from its cache life's `expire`, and tag revalidation is shared (`./tag-state.mjs`).
 *
 * Redis trouble never breaks a page: a failed read is a miss (the data is read again), a failed
 * write is dropped.
 */
import { createHash } from 'node:crypto';
import {
  areTagsExpired,
  areTagsStale,
  cacheKeyPrefix,
  latestExpiration,
  publishTags,
  refreshSharedTags,
  connectedRedis,
} from './tag-state.mjs';

/** Largest entry kept in Redis, in bytes; bigger ones (none in this shop) are not shared. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

const entryKey = (cacheKey) => `${cacheKeyPrefix()}cache:entry:${createHash('sha256').update(cacheKey).digest('hex')}`;

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/**
 * Stored layout: 4-byte metadata length, the entry's metadata as JSON (tags, timestamp in ms,
 * stale / revalidate / expire in s), then the value's bytes.
 *
 * @type {import('next/cache').CacheHandler}
 */
const redisHandler = {
  async get(cacheKey) {
    let stored;
    try {
      stored = await (await connectedRedis())?.getBuffer(entryKey(cacheKey));
    } catch {
      return undefined;
    }
    if (!stored) return undefined;
    const metaLength = stored.readUInt32BE(0);
    const entry = JSON.parse(stored.subarray(4, 4 + metaLength).toString('utf8'));
    if (areTagsExpired(entry.tags, entry.timestamp)) return undefined;
    const revalidate = areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
    const value = new Uint8Array(stored.subarray(4 + metaLength));
    return { ...entry, revalidate, value: streamOf(value) };
  },

  async set(cacheKey, pendingEntry) {
    const entry = await pendingEntry;
    // An `expire: 0` entry is dynamic: Next regenerates it on every read, storing it is wasted work.
    if (entry.expire === 0) {
      await entry.value.cancel();
      return;
    }
    try {
      const value = Buffer.from(await new Response(entry.value).arrayBuffer());
      if (value.byteLength > MAX_ENTRY_BYTES) return;
      const meta = Buffer.from(JSON.stringify({ ...entry, value: undefined }), 'utf8');
      const header = Buffer.alloc(4);
      header.writeUInt32BE(meta.byteLength, 0);
      const ttl = Number.isFinite(entry.expire) ? Math.max(1, Math.ceil(entry.expire)) : undefined;
      const payload = Buffer.concat([header, meta, value]);
      const redis = await connectedRedis();
      if (ttl) await redis.set(entryKey(cacheKey), payload, 'EX', ttl);
      else await redis.set(entryKey(cacheKey), payload);
    } catch (error) {
      console.warn('[cache] could not share a cached read', error?.message ?? error);
    }
  },

  async refreshTags() {
    await refreshSharedTags();
  },

  async getExpiration(tags) {
    return latestExpiration(tags);
  },

  async updateTags(tags, durations) {
    await publishTags(tags, durations);
  },
};

export default redisHandler;
