/**
 * Next's page cache (`cacheHandler`, Next's documented interface: get, set, revalidateTag,
 * resetRequestCache) for a shop running as several instances (docs/architecture.md 'Several
 * instances'). next.config.ts loads it only when `REDIS_URL` is set; without it Next's own
 * file-system cache serves the pages, the build's prerendered ones included.
 *
 * Rendered pages stay on each instance, in memory (an LRU of {@link MAX_PAGE_CACHE_BYTES}); tag
 * revalidation is shared through Redis (`./tag-state.mjs`), so a page revalidated through one
 * instance is rendered again by every instance on its next request. Why pages are not in Redis: an
 * App Router page entry holds binary RSC data and segment maps, and rendering a page once per
 * instance after a revalidation is cheap, as its data comes from the shared 'use cache' entries
 * (`./use-cache.mjs`). A started instance renders each page on its first request (the build's
 * prerendered files are Next's own file-system cache's to read).
 */
import { LRUCache } from 'lru-cache';
import { areTagsExpired, areTagsStale, publishTags, refreshSharedTags } from './tag-state.mjs';

/** Memory the pages of one instance may take, in bytes (HTML, RSC payload and segments). */
export const MAX_PAGE_CACHE_BYTES = 256 * 1024 * 1024;

/** Next's header carrying a page's cache tags (`x-next-cache-tags`, comma-separated). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** Approximate bytes an entry holds: its strings and buffers. */
function sizeOf(value) {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum, inner) => sum + sizeOf(inner), 0);
  if (Array.isArray(value)) return value.reduce((sum, inner) => sum + sizeOf(inner), 0);
  if (typeof value === 'object') return Object.values(value).reduce((sum, inner) => sum + sizeOf(inner), 0);
  return 8;
}

/** The cache tags of a stored value: those Next passed to `set` and those in its headers. */
function tagsOf(data, ctxTags = []) {
  const header = data?.headers?.[CACHE_TAGS_HEADER];
  return [...ctxTags, ...(typeof header === 'string' && header ? header.split(',') : [])];
}

const PAGES = Symbol.for('storefront.pageCache');

/** One page store per process, whichever bundle loads this module. */
function pages() {
  const g = /** @type {Record<symbol, LRUCache<string, { value: unknown; lastModified: number; tags: string[] }>>} */ (
    globalThis
  );
  g[PAGES] ??= new LRUCache({
    maxSize: MAX_PAGE_CACHE_BYTES,
    sizeCalculation: (entry, key) => Math.max(1, sizeOf(entry.value) + key.length),
  });
  return g[PAGES];
}

export default class SharedTagsPageCache {
  /**
   * The entry at `key` (`{ value, lastModified }` with `lastModified` in ms), or null when absent
   * or when a tag of it (or a soft tag Next passes, such as a path's) was revalidated since it was
   * stored, here or on another instance. A stale tag counts as expired: the page is rendered again
   * before it is served, never served stale.
   */
  async get(key, ctx = {}) {
    await refreshSharedTags();
    const entry = pages().get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx.softTags ?? [])];
    if (areTagsExpired(tags, entry.lastModified) || areTagsStale(tags, entry.lastModified)) {
      pages().delete(key);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified };
  }

  /** Stores `data` (null removes the entry) with the tags of `ctx` and of its headers. */
  async set(key, data, ctx = {}) {
    if (data === null || data === undefined) {
      pages().delete(key);
      return;
    }
    pages().set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx.tags) });
  }

  /** Revalidates here and tells the other instances (`revalidateTag(tags, profile)`). */
  async revalidateTag(tags, durations) {
    await publishTags([tags].flat(), durations);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
