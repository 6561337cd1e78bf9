/**
 * Next's page cache (`cacheHandler`: ISR pages, route responses) for a shop running as several
 * instances (DESIGN.md 'At scale'). Entries stay where Next keeps them (memory and this instance's
 * `.next` folder, with the prerendered pages of the build); tag revalidation is shared through Redis
 * (`./shared-tags.mjs`), so a page revalidated through one instance is re-rendered by every
 * instance on its next request. Without `REDIS_URL` this is Next's own file-system cache.
 *
 * Why page entries are not in Redis: an App Router page entry holds binary RSC data and segment
 * maps that must survive serialisation exactly, and the prerendered shells the build wrote are only
 * read by this class. Rendering a page once per instance after a revalidation is cheap: its data
 * comes from the 'use cache' entries, which are shared (`./use-cache.mjs`).
 */
import { createRequire } from 'node:module';
import { publishTags, refreshSharedTags } from './shared-tags.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default class SharedTagsPageCache extends FileSystemCache {
  /** Learns about revalidations by other instances before Next checks the entry's tags. */
  async get(...args) {
    await refreshSharedTags();
    return super.get(...args);
  }

  /** Revalidates here (Next's bookkeeping) and tells the other instances. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await publishTags([tags].flat(), durations);
  }
}
