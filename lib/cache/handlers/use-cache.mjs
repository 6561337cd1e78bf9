/**
 * The `'use cache'` handler (`cacheHandlers.default`) of a shop running as several instances
 * (DESIGN.md 'At scale', issue 6 scope 7). With `REDIS_URL` set, cached catalog and content reads
 * live in Redis, shared by every instance, each with a TTL from its cache life's `expire`, and tag
 * revalidation is shared (`./shared-tags.mjs`). Without it, Next's own in-memory handler.
 *
 * Redis trouble never breaks a page: a failed read is a miss (the data is read again), a failed
 * write is dropped.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { cacheKeyPrefix, publishTags, refreshSharedTags, sharedRedis } from './shared-tags.mjs';

const require = createRequire(import.meta.url);
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default.js');
const {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

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

/** @type {import('next/cache').CacheHandler} */
const redisHandler = {
  async get(cacheKey) {
    const redis = sharedRedis();
    let stored;
    try {
      stored = await redis.getBuffer(entryKey(cacheKey));
    } catch {
      return undefined;
    }
    if (!stored) return undefined;
    // Layout: 4-byte metadata length, metadata JSON, value bytes.
    const metaLength = stored.readUInt32BE(0);
    const entry = JSON.parse(stored.subarray(4, 4 + metaLength).toString('utf8'));
    const value = new Uint8Array(stored.subarray(4 + metaLength));
    if (areTagsExpired(entry.tags, entry.timestamp)) return undefined;
    const revalidate = areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
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
      if (ttl) await sharedRedis().set(entryKey(cacheKey), payload, 'EX', ttl);
      else await sharedRedis().set(entryKey(cacheKey), payload);
    } catch (error) {
      console.warn('[cache] could not share a cached read', error?.message ?? error);
    }
  },

  async refreshTags() {
    await refreshSharedTags();
  },

  async getExpiration(tags) {
    return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0));
  },

  async updateTags(tags, durations) {
    await publishTags(tags, durations);
  },
};

export default sharedRedis() ? redisHandler : createDefaultCacheHandler(50 * 1024 * 1024);
